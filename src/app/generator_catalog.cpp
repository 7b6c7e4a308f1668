#include "app/generator_catalog.h"

#include "core/generators.h"

#include <QCoreApplication>

#include <cstdint>

namespace disklab {
namespace {

// Marks a string for lupdate; EntryBuilder translates it.
#define N(text) QT_TRANSLATE_NOOP("GeneratorCatalog", text)

QString tr(const char* text)
{
    return QCoreApplication::translate("GeneratorCatalog", text);
}

/// Collects a parameter struct's fields (defaults read from a default-constructed P) and the
/// setters that write dialog values back into it.
template <typename P>
class EntryBuilder {
public:
    EntryBuilder(const char* title, const char* description, Scenario (*generate)(const P&)) : m_generate(generate)
    {
        m_entry.title = tr(title);
        m_entry.description = tr(description);
    }

    template <typename T>
    EntryBuilder& add(T P::*field, const char* label)
    {
        const P defaults{};
        m_entry.parameters.append({tr(label), double(defaults.*field), !std::is_floating_point_v<T>});
        m_setters.push_back([field](P& p, double v) { p.*field = T(v); });
        return *this;
    }

    template <typename Setter>
    EntryBuilder& addCustom(const char* label, double value, bool integer, Setter setter)
    {
        m_entry.parameters.append({tr(label), value, integer});
        m_setters.push_back(setter);
        return *this;
    }

    GeneratorEntry done()
    {
        m_entry.build = [setters = m_setters, generate = m_generate](const QList<double>& values) {
            P p{};
            for (std::size_t k = 0; k < setters.size() && k < std::size_t(values.size()); ++k)
                setters[k](p, values[qsizetype(k)]);
            return generate(p);
        };
        return m_entry;
    }

private:
    GeneratorEntry m_entry;
    std::vector<std::function<void(P&, double)>> m_setters;
    Scenario (*m_generate)(const P&);
};

} // namespace

std::vector<GeneratorEntry> generatorCatalog()
{
    std::vector<GeneratorEntry> list;
    // An empty walled box: the start for a scene built by hand with the edit tools.
    GeneratorEntry empty;
    empty.title = tr(N("Empty box"));
    empty.description = tr(N("No disks: add them with the edit tools (Edit ▸ Add Disks)."));
    empty.parameters = {{tr(N("Width")), 40.0, false}, {tr(N("Height")), 20.0, false}};
    empty.build = [](const QList<double>& values) {
        if (values.size() < 2 || !(values[0] > 0.0) || !(values[1] > 0.0))
            throw GeneratorError("width", "width and height must be positive");
        Scenario s;
        s.title = QCoreApplication::translate("GeneratorCatalog", "Empty box").toStdString();
        s.width = values[0];
        s.height = values[1];
        return s;
    };
    list.push_back(std::move(empty));
    list.push_back(EntryBuilder<GasParameters>(N("Ideal gas"), N("N disks at a packing fraction and temperature, "
                                                                   "zero total momentum, melted from a lattice."),
                                               &generateGas)
                       .add(&GasParameters::count, N("Disks"))
                       .add(&GasParameters::packing, N("Packing fraction"))
                       .add(&GasParameters::radius, N("Radius"))
                       .add(&GasParameters::mass, N("Mass"))
                       .add(&GasParameters::temperature, N("Temperature kT"))
                       .add(&GasParameters::periodic, N("Periodic (0/1)"))
                       .add(&GasParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<LatticeParameters>(N("Lattice"), N("A triangular crystal at temperature T."),
                                                   &generateLattice)
                       .add(&LatticeParameters::columns, N("Columns"))
                       .add(&LatticeParameters::rows, N("Rows"))
                       .add(&LatticeParameters::packing, N("Packing fraction"))
                       .add(&LatticeParameters::radius, N("Radius"))
                       .add(&LatticeParameters::temperature, N("Temperature kT"))
                       .add(&LatticeParameters::periodic, N("Periodic (0/1)"))
                       .add(&LatticeParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<BilliardsParameters>(N("Billiards"), N("A triangular rack and a cue ball."),
                                                     &generateBilliards)
                       .add(&BilliardsParameters::rows, N("Rack rows"))
                       .add(&BilliardsParameters::radius, N("Radius"))
                       .add(&BilliardsParameters::cueSpeed, N("Cue speed"))
                       .add(&BilliardsParameters::cueAngle, N("Cue angle (°)"))
                       .add(&BilliardsParameters::tableWidth, N("Table width"))
                       .add(&BilliardsParameters::tableHeight, N("Table height"))
                       .add(&BilliardsParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<DiffusionParameters>(N("Diffusion"), N("Two coloured species either side of a "
                                                                         "partition with a slit, or one that is removed."),
                                                     &generateDiffusion)
                       .add(&DiffusionParameters::leftCount, N("Disks on the left"))
                       .add(&DiffusionParameters::rightCount, N("Disks on the right"))
                       .add(&DiffusionParameters::packing, N("Packing fraction"))
                       .add(&DiffusionParameters::leftMass, N("Mass on the left"))
                       .add(&DiffusionParameters::rightMass, N("Mass on the right"))
                       .addCustom(N("Removable partition (0/1)"), 0.0, true,
                                  [](DiffusionParameters& p, double v) {
                                      p.partition = v != 0.0 ? PartitionKind::Removable : PartitionKind::Slit;
                                  })
                       .add(&DiffusionParameters::slitWidth, N("Slit width"))
                       .add(&DiffusionParameters::removeTime, N("Partition removed at t"))
                       .add(&DiffusionParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<SqueezeParameters>(N("Squeeze"), N("A tiny light disk between two large ones."),
                                                   &generateSqueeze)
                       .add(&SqueezeParameters::largeRadius, N("Large radius"))
                       .add(&SqueezeParameters::largeSpeed, N("Large speed"))
                       .add(&SqueezeParameters::smallRadius, N("Small radius"))
                       .add(&SqueezeParameters::smallMass, N("Small mass"))
                       .add(&SqueezeParameters::smallSpeed, N("Small speed"))
                       .done());
    list.push_back(EntryBuilder<CradleParameters>(N("Newton's cradle"), N("A row of balls at rest, struck from the left."),
                                                  &generateCradle)
                       .add(&CradleParameters::count, N("Balls at rest"))
                       .add(&CradleParameters::strikers, N("Strikers"))
                       .add(&CradleParameters::speed, N("Striker speed"))
                       .add(&CradleParameters::gap, N("Gap"))
                       .done());
    list.push_back(EntryBuilder<BrownianParameters>(N("Brownian motion"), N("One large heavy disk among many small ones."),
                                                    &generateBrownian)
                       .add(&BrownianParameters::count, N("Small disks"))
                       .add(&BrownianParameters::packing, N("Packing fraction"))
                       .add(&BrownianParameters::largeRadius, N("Large radius"))
                       .add(&BrownianParameters::largeMass, N("Large mass"))
                       .add(&BrownianParameters::temperature, N("Temperature kT"))
                       .add(&BrownianParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<PistonParameters>(N("Piston compression"), N("A gas compressed by the right wall."),
                                                  &generatePiston)
                       .add(&PistonParameters::count, N("Disks"))
                       .add(&PistonParameters::packing, N("Packing fraction"))
                       .add(&PistonParameters::temperature, N("Temperature kT"))
                       .add(&PistonParameters::pistonSpeed, N("Piston speed"))
                       .add(&PistonParameters::finalWidth, N("Final width (share)"))
                       .add(&PistonParameters::seed, N("Seed"))
                       .done());
    list.push_back(EntryBuilder<WallBouncingParameters>(N("Wall-bouncing rows"),
                                                        N("Disks crossing the box in rows and columns."),
                                                        &generateWallBouncing)
                       .add(&WallBouncingParameters::columns, N("Columns"))
                       .add(&WallBouncingParameters::rows, N("Rows"))
                       .add(&WallBouncingParameters::size, N("Box size"))
                       .add(&WallBouncingParameters::speed, N("Speed"))
                       .done());
    list.push_back(EntryBuilder<InclineParameters>(N("Tilted floor"), N("Disks dropped on an inclined floor under gravity."),
                                                   &generateIncline)
                       .add(&InclineParameters::count, N("Disks"))
                       .add(&InclineParameters::angle, N("Floor angle (°)"))
                       .add(&InclineParameters::gravity, N("Gravity"))
                       .add(&InclineParameters::temperature, N("Temperature kT"))
                       .add(&InclineParameters::seed, N("Seed"))
                       .done());
    return list;
}

} // namespace disklab
