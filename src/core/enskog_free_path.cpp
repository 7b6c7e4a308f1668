#include "core/enskog_free_path.h"

#include <cmath>

namespace disklab {

double hendersonContact(double eta)
{
    return (1.0 - 7.0 * eta / 16.0) / ((1.0 - eta) * (1.0 - eta));
}

double enskogMeanFreePath(double density, double sigma, double contact)
{
    return 1.0 / (2.0 * std::sqrt(2.0) * density * sigma * contact);
}

} // namespace disklab
