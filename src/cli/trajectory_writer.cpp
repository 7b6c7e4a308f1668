#include "trajectory_writer.h"

#include "csv_output.h"

#include <algorithm>
#include <charconv>
#include <numeric>

namespace disklab::cli {
namespace {

constexpr char kProperties[] = "species:S:1:pos:R:3:velo:R:3:radius:R:1:mass:R:1";
constexpr char kUnwrappedProperty[] = ":unwrapped_pos:R:3";

/// A readable cell needs three nonzero vectors, so the plane gets a thickness: the largest
/// disk's diameter, a slab the disks (drawn as spheres) fit in; 1 for an empty box.
double slabThickness(const Scenario& scenario)
{
    double largest = 0.0;
    for (const Disk& d : scenario.disks)
        largest = std::max(largest, d.radius);
    return largest > 0.0 ? 2.0 * largest : 1.0;
}

/// Appends " value", the shortest decimal that reads back to the same double. std::to_chars
/// rather than exactNumber: a frame has a dozen numbers per disk, and this writes them several
/// times faster (it may choose 1e+05 where exactNumber writes 100000; both read back exactly).
void appendNumber(QByteArray& line, double value)
{
    char text[32];
    const char* end = std::to_chars(text, text + sizeof text, value).ptr;
    line += ' ';
    line.append(text, end - text);
}

/// Appends " x y 0": a point or vector of the plane with its z.
void appendPlanar(QByteArray& line, double x, double y)
{
    appendNumber(line, x);
    appendNumber(line, y);
    line += " 0";
}

} // namespace

TrajectoryWriter::TrajectoryWriter(const QString& path, const Scenario& scenario, const SpeciesTable& species)
    : WindowRecorder(path),
      m_scenario(scenario),
      m_periodic(scenario.boundary == Boundary::Periodic),
      m_thickness(slabThickness(scenario))
{
    m_symbols.reserve(species.ofDisk.size());
    m_radiusAndMass.reserve(species.ofDisk.size());
    for (std::size_t i = 0; i < species.ofDisk.size(); ++i) {
        const DiskSpecies& kind = species.species[static_cast<std::size_t>(species.ofDisk[i])];
        m_symbols.push_back(QByteArray::fromStdString(kind.symbol));
        QByteArray constant;
        appendNumber(constant, scenario.disks[i].radius);
        appendNumber(constant, scenario.disks[i].mass);
        m_radiusAndMass.push_back(constant);
    }
}

QByteArray TrajectoryWriter::commentLine(const Snapshot& state) const
{
    // The walls' positions give the box now (a piston moves one); a periodic box stays put.
    const auto wall = [&](Side side) { return state.wallPositions[static_cast<std::size_t>(side)]; };
    const double left = wall(Side::Left), bottom = wall(Side::Bottom);
    QByteArray line = "Lattice=\"" + exactNumber(wall(Side::Right) - left) + " 0 0 0 "
                    + exactNumber(wall(Side::Top) - bottom) + " 0 0 0 " + exactNumber(m_thickness) + '"';
    // z = 0 in the middle of the slab.
    line += " Origin=\"" + exactNumber(left) + ' ' + exactNumber(bottom) + ' ' + exactNumber(-0.5 * m_thickness) + '"';
    line += QByteArray(" Properties=") + kProperties + (m_periodic ? kUnwrappedProperty : "");
    line += " Time=" + exactNumber(state.time);
    line += m_periodic ? " pbc=\"T T F\"" : " pbc=\"F F F\"";
    return line;
}

void TrajectoryWriter::follow(const Snapshot& state)
{
    if (m_unwrapper)
        m_unwrapper->follow(state);
}

void TrajectoryWriter::record(const Snapshot& state, const Totals& /*totals*/)
{
    if (m_periodic && !m_unwrapper) {
        std::vector<std::int32_t> all(state.size());
        std::iota(all.begin(), all.end(), 0);
        m_unwrapper.emplace(m_scenario, state, std::move(all));
    } else {
        follow(state);
    }
    m_output.appendLine(QByteArray::number(static_cast<qulonglong>(state.size())));
    m_output.appendLine(commentLine(state));
    QByteArray line;  // one buffer for every line of the frame
    for (std::size_t i = 0; i < state.size(); ++i) {
        line.truncate(0);
        line += m_symbols[i];
        appendPlanar(line, state.x[i], state.y[i]);
        appendPlanar(line, state.vx[i], state.vy[i]);
        line += m_radiusAndMass[i];
        if (m_unwrapper)
            appendPlanar(line, m_unwrapper->x()[i], m_unwrapper->y()[i]);
        m_output.appendLine(line);
    }
}

} // namespace disklab::cli
