#include "core/variational_contact_step.h"

#include "core/free_flight.h"
#include "core/parabola_contact.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <utility>

namespace disklab {
namespace {

/// More cuts than this in one step means contacts that repeat without end (disks jammed
/// against each other within a step); the rest of the step then flies without contacts
/// (Counters::stepsOverCutLimit).
constexpr std::size_t kMostCuts = 256;

/// Secant and fixed-point iterations stop after this many, converged or not.
constexpr int kMostIterations = 60;

/// The swept boxes grow by this share of a radius, so that round-off at a box's edge cannot
/// lose a pair that touches there.
constexpr double kBoxPadding = 1e-9;

/// A cut is on its contact surface when its gap is below this share of a radius: round-off
/// of the positions leaves about 1e-15 of the box's size.
constexpr double kGapTolerance = 1e-9;

constexpr double kEpsilon = std::numeric_limits<double>::epsilon();

/// The length s in [0, left] of a sub-interval whose end lies on the next contact's surface,
/// by secant on `miss` (the end's gap to that surface) from `start`, stopping where round-off
/// is reached; with the gap there.
std::pair<double, double> secantOnGap(double start, double left, const std::function<double(double)>& miss)
{
    double s0 = start, g0 = miss(s0);
    double s1 = s0, g1 = g0;
    if (s0 > 0.0 && g0 != 0.0) {
        s1 = s0 * (1.0 - 1e-6), g1 = miss(s1);
        for (int k = 0; k < kMostIterations && g1 != 0.0 && g1 != g0; ++k) {
            const double s2 = s1 - g1 * (s1 - s0) / (g1 - g0);
            if (!(s2 >= 0.0 && s2 <= left))
                break;
            const double g2 = miss(s2);
            if (std::abs(g2) >= std::abs(g1))
                break;  // round-off reached
            s0 = s1, g0 = g1, s1 = s2, g1 = g2;
        }
    }
    return {s1, g1};
}

/// Whether successive iterates x and y agree to round-off, relative to `scale`.
bool converged(double x, double y, double scale) { return std::abs(x - y) <= 4.0 * kEpsilon * scale; }

} // namespace

VariationalContactStep::Counters& VariationalContactStep::Counters::operator+=(const Counters& other)
{
    steps += other.steps, stepsWithContacts += other.stepsWithContacts;
    stepsWithSeveralContacts += other.stepsWithSeveralContacts, contacts += other.contacts;
    contactsWithoutEnergyRoot += other.contactsWithoutEnergyRoot, cutsNotMatched += other.cutsNotMatched;
    stepsOverCutLimit += other.stepsOverCutLimit, setDisks += other.setDisks;
    return *this;
}

VariationalContactStep::VariationalContactStep(const Scenario& scenario, Broadphase broadphase, Forces forces,
                                               ForcesOf forcesOf, PotentialOf potentialOf)
    : m_width(scenario.width),
      m_height(scenario.height),
      m_gx(scenario.gravityX),
      m_gy(scenario.gravityY),
      m_finder(makeBroadphaseFinder(broadphase)),
      m_forces(std::move(forces)),
      m_forcesOf(std::move(forcesOf)),
      m_potentialOf(std::move(potentialOf))
{
    for (const Disk& disk : scenario.disks) {
        m_mass.push_back(disk.mass);
        m_inverseMass.push_back(1.0 / disk.mass);
        m_radius.push_back(disk.radius);
    }
}

VariationalContactStep::~VariationalContactStep() = default;

void VariationalContactStep::accelerations(const std::vector<double>& fx, const std::vector<double>& fy,
                                           std::vector<double>& ax, std::vector<double>& ay) const
{
    ax.resize(fx.size()), ay.resize(fy.size());
    for (std::size_t i = 0; i < fx.size(); ++i) {
        ax[i] = fx[i] * m_inverseMass[i] + m_gx;
        ay[i] = fy[i] * m_inverseMass[i] + m_gy;
    }
}

double VariationalContactStep::energy(const std::vector<double>& x, const std::vector<double>& y) const
{
    double sum = m_potentialOf(m_set, x, y);
    if (m_gx != 0.0 || m_gy != 0.0)
        for (std::size_t i = 0; i < x.size(); ++i)
            sum -= m_mass[i] * (m_gx * x[i] + m_gy * y[i]);
    return sum;
}

double VariationalContactStep::energyOfImpulseDisks(const std::vector<double>& x, const std::vector<double>& y) const
{
    double sum = m_potentialOf(m_impulseDisks, x, y);
    for (std::int32_t disk : m_impulseDisks) {
        const auto i = static_cast<std::size_t>(disk);
        sum -= m_mass[i] * (m_gx * x[i] + m_gy * y[i]);
    }
    return sum;
}

double VariationalContactStep::kinetic(const std::vector<double>& ux, const std::vector<double>& uy) const
{
    double sum = 0.0;
    for (std::size_t i = 0; i < ux.size(); ++i)
        sum += m_mass[i] * (ux[i] * ux[i] + uy[i] * uy[i]);
    return 0.5 * sum;
}

bool VariationalContactStep::firstContact(const std::vector<double>& x, const std::vector<double>& y,
                                          const std::vector<double>& wx, const std::vector<double>& wy,
                                          const std::vector<double>& ax, const std::vector<double>& ay, double until,
                                          Contact& found)
{
    const std::size_t n = x.size();
    double first = std::numeric_limits<double>::infinity();
    const auto consider = [&](std::optional<double> s, bool wall, std::size_t a, std::int32_t b) {
        if (s && *s < first) {
            first = *s;
            found = {*s, wall, static_cast<std::int32_t>(a), b, 0.0};
        }
    };
    m_boxes.clear();
    for (std::size_t i = 0; i < n; ++i) {
        const auto [x0, x1] = flight::extent(x[i], wx[i], ax[i], until);
        const auto [y0, y1] = flight::extent(y[i], wy[i], ay[i], until);
        const double r = m_radius[i], pad = r * (1.0 + kBoxPadding);
        m_boxes.add(x0 - pad, y0 - pad, x1 + pad, y1 + pad, static_cast<std::int32_t>(i));
        const parabola::Axis alongX{x[i], wx[i], ax[i]}, alongY{y[i], wy[i], ay[i]};
        if (x0 - pad <= 0.0)
            consider(parabola::firstWallTouch(alongX, r, 1.0, until), true, i, static_cast<std::int32_t>(Side::Left));
        if (x1 + pad >= m_width)
            consider(parabola::firstWallTouch(alongX, m_width - r, -1.0, until), true, i,
                     static_cast<std::int32_t>(Side::Right));
        if (y0 - pad <= 0.0)
            consider(parabola::firstWallTouch(alongY, r, 1.0, until), true, i, static_cast<std::int32_t>(Side::Bottom));
        if (y1 + pad >= m_height)
            consider(parabola::firstWallTouch(alongY, m_height - r, -1.0, until), true, i,
                     static_cast<std::int32_t>(Side::Top));
    }
    m_pairs.clear();
    m_finder->findPairs(m_boxes, m_pairs);
    sortCandidatePairs(m_pairs, n, m_pairScratch, m_counts);
    for (const CandidatePair& p : m_pairs) {
        const auto i = static_cast<std::size_t>(p.a), j = static_cast<std::size_t>(p.b);
        consider(parabola::firstPairTouch({{{x[i], wx[i], ax[i]}, {y[i], wy[i], ay[i]}}},
                                          {{{x[j], wx[j], ax[j]}, {y[j], wy[j], ay[j]}}}, m_radius[i] + m_radius[j],
                                          std::min(until, first)),
                 false, i, p.b);
    }
    return first <= until;
}

void VariationalContactStep::impulseDirection(const Contact& contact, const std::vector<double>& x,
                                              const std::vector<double>& y)
{
    m_impulseDisks.clear(), m_impulseX.clear(), m_impulseY.clear();
    const auto a = static_cast<std::size_t>(contact.a);
    if (contact.wall) {
        const auto side = static_cast<Side>(contact.b);
        const double inward = side == Side::Left || side == Side::Bottom ? 1.0 : -1.0;
        const bool vertical = side == Side::Left || side == Side::Right;
        m_impulseDisks.push_back(contact.a);
        m_impulseX.push_back(vertical ? inward * m_inverseMass[a] : 0.0);
        m_impulseY.push_back(vertical ? 0.0 : inward * m_inverseMass[a]);
        m_impulseNorm = m_inverseMass[a];
        return;
    }
    // Equal and opposite along the line of centres, pushing the disks apart.
    const auto b = static_cast<std::size_t>(contact.b);
    const double dx = x[b] - x[a], dy = y[b] - y[a], d = std::hypot(dx, dy);
    const double nx = dx / d, ny = dy / d;
    m_impulseDisks = {contact.a, contact.b};
    m_impulseX = {-nx * m_inverseMass[a], nx * m_inverseMass[b]};
    m_impulseY = {-ny * m_inverseMass[a], ny * m_inverseMass[b]};
    m_impulseNorm = m_inverseMass[a] + m_inverseMass[b];
}

void VariationalContactStep::flyOn(const std::vector<double>& qx, const std::vector<double>& qy, double lambda,
                                   double tau)
{
    m_ux = m_baseX, m_uy = m_baseY;
    for (std::size_t k = 0; k < m_impulseDisks.size(); ++k) {
        const auto i = static_cast<std::size_t>(m_impulseDisks[k]);
        m_ux[i] += lambda * m_impulseX[k];
        m_uy[i] += lambda * m_impulseY[k];
    }
    m_ex.resize(qx.size()), m_ey.resize(qy.size());
    for (std::size_t i = 0; i < qx.size(); ++i) {
        m_ex[i] = qx[i] + tau * m_ux[i];
        m_ey[i] = qy[i] + tau * m_uy[i];
    }
}

bool VariationalContactStep::solveImpulse(const std::vector<double>& qx, const std::vector<double>& qy, double vAtCut,
                                          double tau, double targetEnergy, double& lambda)
{
    // K(base + lambda N) = K(base) + lambda b + lambda^2 a / 2 exactly; the potential at the
    // sub-interval's end changes with lambda only through tau N, weakly. So: solve the quadratic
    // with the potential held, move the end, and repeat (a fixed point), with secant steps on
    // its residual to reach round-off in a few potential evaluations.
    double b = 0.0;
    for (std::size_t k = 0; k < m_impulseDisks.size(); ++k) {
        const auto i = static_cast<std::size_t>(m_impulseDisks[k]);
        b += m_mass[i] * (m_impulseX[k] * m_baseX[i] + m_impulseY[k] * m_baseY[i]);
    }
    const double a = m_impulseNorm, kBase = kinetic(m_baseX, m_baseY);
    const double elastic = std::max(0.0, -2.0 * b / a);
    bool real = true;
    // The larger root of a lambda^2 / 2 + b lambda + c = 0: the one the disks part with.
    const auto quadraticRoot = [&](double held) {
        const double c = kBase + held - targetEnergy;
        const double discriminant = b * b - 2.0 * a * c;
        if (discriminant < 0.0) {
            real = false;
            return elastic;
        }
        const double root = std::sqrt(discriminant);
        return b <= 0.0 ? (root - b) / a : -2.0 * c / (b + root);  // no cancellation either way
    };
    // The impulse moves only its own disks' ends: the potential at the end is the whole one at
    // a first end less its disks' part there, plus their part where they end now.
    flyOn(qx, qy, elastic, tau);
    const double othersAtEnd = energy(m_ex, m_ey) - energyOfImpulseDisks(m_ex, m_ey);
    const auto next = [&](double l) {
        flyOn(qx, qy, l, tau);
        return quadraticRoot(0.5 * (vAtCut + othersAtEnd + energyOfImpulseDisks(m_ex, m_ey)));
    };
    double x0 = next(elastic);
    double r0 = next(x0) - x0;
    double x1 = x0 + r0;
    for (int k = 0; k < kMostIterations && real && r0 != 0.0; ++k) {
        const double r1 = next(x1) - x1;
        if (std::abs(r1) >= std::abs(r0)) {
            // Round-off reached: the residual no longer falls. Keep the better iterate.
            x1 = x0;
            break;
        }
        if (r1 == 0.0 || converged(x1, x0, std::max(std::abs(x1), elastic)))
            break;
        const double step = -r1 * (x1 - x0) / (r1 - r0);
        x0 = x1, r0 = r1;
        x1 += step;
    }
    lambda = real ? x1 : elastic;
    flyOn(qx, qy, lambda, tau);
    return real;
}

double VariationalContactStep::gap(const Contact& contact, const std::vector<double>& x,
                                   const std::vector<double>& y) const
{
    const auto a = static_cast<std::size_t>(contact.a);
    if (!contact.wall) {
        const auto b = static_cast<std::size_t>(contact.b);
        return std::hypot(x[b] - x[a], y[b] - y[a]) - (m_radius[a] + m_radius[b]);
    }
    switch (static_cast<Side>(contact.b)) {
    case Side::Left: return x[a] - m_radius[a];
    case Side::Right: return m_width - m_radius[a] - x[a];
    case Side::Bottom: return y[a] - m_radius[a];
    case Side::Top: return m_height - m_radius[a] - y[a];
    }
    return 0.0;
}

void VariationalContactStep::advance(double h, std::vector<double>& x, std::vector<double>& y,
                                     std::vector<double>& vx, std::vector<double>& vy, std::vector<double>& fx,
                                     std::vector<double>& fy, std::vector<Contact>& contacts)
{
    const std::size_t n = x.size();
    contacts.clear();
    ++m_counters.steps;
    accelerations(fx, fy, m_ax, m_ay);
    Contact first;
    if (!firstContact(x, y, vx, vy, m_ax, m_ay, h, first)) {
        // No contact: velocity Verlet.
        for (std::size_t i = 0; i < n; ++i) {
            vx[i] += 0.5 * h * m_ax[i], vy[i] += 0.5 * h * m_ay[i];
            x[i] += h * vx[i], y[i] += h * vy[i];
        }
        m_forces(x, y, fx, fy);
        accelerations(fx, fy, m_ax, m_ay);
        for (std::size_t i = 0; i < n; ++i)
            vx[i] += 0.5 * h * m_ax[i], vy[i] += 0.5 * h * m_ay[i];
        return;
    }
    m_set.clear();
    joinSet(first);
    m_startX = x, m_startY = y, m_startVx = vx, m_startVy = vy;
    // The forces that do not involve the set, F - F_set, kick h/2 on either side of the inner
    // step; the step is taken again from its start whenever the set grows.
    const auto outerHalfKick = [&] {
        m_forcesOf(m_set, x, y, m_setFx, m_setFy);
        for (std::size_t i = 0; i < n; ++i) {
            vx[i] += 0.5 * h * (fx[i] - m_setFx[i]) * m_inverseMass[i];
            vy[i] += 0.5 * h * (fy[i] - m_setFy[i]) * m_inverseMass[i];
        }
    };
    Counters counted;
    for (;;) {
        x = m_startX, y = m_startY, vx = m_startVx, vy = m_startVy;
        contacts.clear();
        counted = {};
        outerHalfKick();
        if (innerStep(h, x, y, vx, vy, contacts, counted))
            break;
    }
    m_forces(x, y, fx, fy);
    outerHalfKick();
    ++counted.stepsWithContacts;
    counted.stepsWithSeveralContacts += contacts.size() > 1 ? 1 : 0;
    counted.setDisks += m_set.size();
    m_counters += counted;
}

bool VariationalContactStep::joinSet(const Contact& contact)
{
    bool joined = false;
    const auto join = [&](std::int32_t disk) {
        if (std::find(m_set.begin(), m_set.end(), disk) == m_set.end()) {
            m_set.push_back(disk);
            joined = true;
        }
    };
    join(contact.a);
    if (!contact.wall)
        join(contact.b);
    return joined;
}

void VariationalContactStep::innerAccelerations(const std::vector<double>& x, const std::vector<double>& y)
{
    m_forcesOf(m_set, x, y, m_setFx, m_setFy);
    accelerations(m_setFx, m_setFy, m_ax, m_ay);
}

void VariationalContactStep::innerVerlet(double h, std::vector<double>& x, std::vector<double>& y,
                                         std::vector<double>& vx, std::vector<double>& vy)
{
    const std::size_t n = x.size();
    for (std::size_t i = 0; i < n; ++i) {
        vx[i] += 0.5 * h * m_ax[i], vy[i] += 0.5 * h * m_ay[i];
        x[i] += h * vx[i], y[i] += h * vy[i];
    }
    innerAccelerations(x, y);
    for (std::size_t i = 0; i < n; ++i)
        vx[i] += 0.5 * h * m_ax[i], vy[i] += 0.5 * h * m_ay[i];
}

void VariationalContactStep::flyToFirstCut(double tau, const std::vector<double>& x, const std::vector<double>& y,
                                           const std::vector<double>& vx, const std::vector<double>& vy)
{
    const std::size_t n = x.size();
    m_ux.resize(n), m_uy.resize(n), m_cx.resize(n), m_cy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_ux[i] = vx[i] + 0.5 * tau * m_ax[i], m_uy[i] = vy[i] + 0.5 * tau * m_ay[i];
        m_cx[i] = x[i] + tau * m_ux[i], m_cy[i] = y[i] + tau * m_uy[i];
    }
}

void VariationalContactStep::setBase(double since)
{
    const std::size_t n = m_ux.size();
    m_baseX.resize(n), m_baseY.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_baseX[i] = m_ux[i] + 0.5 * since * m_ax[i];
        m_baseY[i] = m_uy[i] + 0.5 * since * m_ay[i];
    }
}

void VariationalContactStep::setFlightAfterCut(double left)
{
    const std::size_t n = m_ux.size();
    m_wx.resize(n), m_wy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        m_wx[i] = m_ux[i] - 0.5 * left * m_ax[i];
        m_wy[i] = m_uy[i] - 0.5 * left * m_ay[i];
    }
}

void VariationalContactStep::land(double left, std::vector<double>& x, std::vector<double>& y, std::vector<double>& vx,
                                  std::vector<double>& vy)
{
    x = m_ex, y = m_ey;
    vx = m_ux, vy = m_uy;
    innerAccelerations(x, y);
    const std::size_t n = x.size();
    for (std::size_t i = 0; i < n; ++i)
        vx[i] += 0.5 * left * m_ax[i], vy[i] += 0.5 * left * m_ay[i];
}

bool VariationalContactStep::innerStep(double h, std::vector<double>& x, std::vector<double>& y,
                                       std::vector<double>& vx, std::vector<double>& vy,
                                       std::vector<Contact>& contacts, Counters& counted)
{
    innerAccelerations(x, y);
    Contact cut;
    if (!firstContact(x, y, vx, vy, m_ax, m_ay, h, cut)) {
        // The set's forces moved its disks off the contact: velocity Verlet of the inner part.
        innerVerlet(h, x, y, vx, vy);
        return true;
    }
    if (joinSet(cut))
        return false;
    // The first sub-interval, up to the first cut: u1 = v0 + tau1 a(q0) / 2.
    double tau = cut.since;
    flyToFirstCut(tau, x, y, vx, vy);
    const double vAtStart = energy(x, y);
    double vAtCut = energy(m_cx, m_cy);
    const double discreteEnergy = kinetic(m_ux, m_uy) + 0.5 * (vAtStart + vAtCut);
    double elapsed = tau, before = tau;
    for (;;) {
        const double left = h - elapsed;
        innerAccelerations(m_cx, m_cy);
        impulseDirection(cut, m_cx, m_cy);
        // The velocity after the cut, before the impulse, for a sub-interval of length s:
        // u + ((before + s) / 2) a(q_c). First as if this were the last cut (s = left).
        // The incoming velocity, kept while the base is formed from it.
        const std::vector<double> incomingX = m_ux, incomingY = m_uy;
        const auto impulseFor = [&](double s, double& lambda) {
            m_ux = incomingX, m_uy = incomingY;
            setBase(before + s);
            return solveImpulse(m_cx, m_cy, vAtCut, s, discreteEnergy, lambda);
        };
        double lambda = 0.0;
        bool solved = impulseFor(left, lambda);
        // Where the disks fly after the cut with this impulse: q_c + s W + s^2 a(q_c) / 2,
        // W = u + (before / 2) a(q_c) + lambda N, which is q_c + s u(s) for s = left.
        setFlightAfterCut(left);
        Contact following;
        const bool overLimit = contacts.size() + 1 >= kMostCuts;
        counted.stepsOverCutLimit += overLimit ? 1 : 0;
        const bool last = overLimit || !firstContact(m_cx, m_cy, m_wx, m_wy, m_ax, m_ay, left, following);
        if (!last && joinSet(following))
            return false;
        if (!last) {
            // The next cut: the sub-interval s and the impulse together, the end on the next
            // contact's surface and the energy matched (secant on s, each with its impulse).
            const auto miss = [&](double s) {
                solved = impulseFor(s, lambda);
                return gap(following, m_ex, m_ey);
            };
            const auto [s1, g1] = secantOnGap(following.since, left, miss);
            const bool matched = std::abs(g1) <= kGapTolerance * m_radius[static_cast<std::size_t>(following.a)];
            tau = matched ? s1 : following.since;
            if (!matched)
                ++counted.cutsNotMatched;
            solved = impulseFor(tau, lambda);
            // Sub-intervals of zero length (simultaneous contacts) end where they start.
        } else {
            tau = left;
        }
        if (!solved)
            ++counted.contactsWithoutEnergyRoot;
        cut.since = elapsed;
        cut.impulse = lambda;
        contacts.push_back(cut);
        ++counted.contacts;
        if (last) {
            land(left, x, y, vx, vy);
            return true;
        }
        vAtCut = energy(m_ex, m_ey);
        m_cx = m_ex, m_cy = m_ey;
        elapsed += tau;
        before = tau;
        cut = following;
    }
}

} // namespace disklab
