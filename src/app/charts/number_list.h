#pragma once
// A list of numbers typed into one field, as the Force methods dock takes its N and theta:
// "100, 300, 1000". Numbers are written with a decimal point whatever the interface language (a
// decimal comma would be a separator), and separated by commas, semicolons or spaces, including
// the full-width comma and the enumeration comma that Chinese and Japanese input methods type.

#include <QString>

#include <optional>
#include <vector>

namespace disklab {

/// The numbers of `text` in the order typed; none if a part is not a number or there is none.
std::optional<std::vector<double>> parseNumberList(const QString& text);

/// `numbers` as parseNumberList reads them back: the shortest form without an exponent, ", "
/// between.
QString formatNumberList(const std::vector<double>& numbers);

} // namespace disklab
