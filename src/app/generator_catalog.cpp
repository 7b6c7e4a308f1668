#include "app/generator_catalog.h"

#include "core/generators.h"

#include <QCoreApplication>

#include <cstdint>

namespace disklab {
namespace {

/// The catalogue's strings are marked with QT_TRANSLATE_NOOP where they are written and
/// translated here. lupdate does not expand macros, so the marker cannot hide behind a shorter
/// one, and it takes any call named tr() for a translation, which would hide the marker inside.
QString translated(const char* text)
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
        m_entry.title = translated(title);
        m_entry.description = translated(description);
    }

    template <typename T>
    EntryBuilder& add(T P::*field, const char* label)
    {
        const P defaults{};
        m_entry.parameters.append({translated(label), double(defaults.*field), !std::is_floating_point_v<T>});
        m_setters.push_back([field](P& p, double v) { p.*field = T(v); });
        return *this;
    }

    template <typename Setter>
    EntryBuilder& addCustom(const char* label, double value, bool integer, Setter setter)
    {
        m_entry.parameters.append({translated(label), value, integer});
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
    empty.title = translated(QT_TRANSLATE_NOOP("GeneratorCatalog", "Empty box"));
    empty.description =
        translated(QT_TRANSLATE_NOOP("GeneratorCatalog", "No disks: add them with the edit tools (Edit ▸ Add Disks)."));
    empty.parameters = {{translated(QT_TRANSLATE_NOOP("GeneratorCatalog", "Width")), 40.0, false},
                        {translated(QT_TRANSLATE_NOOP("GeneratorCatalog", "Height")), 20.0, false}};
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
    list.push_back(EntryBuilder<GasParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Ideal gas"),
                                               QT_TRANSLATE_NOOP("GeneratorCatalog", "N disks at a packing fraction and temperature, "
                                                                                     "zero total momentum, melted from a lattice."),
                                               &generateGas)
                       .add(&GasParameters::count, QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks"))
                       .add(&GasParameters::packing, QT_TRANSLATE_NOOP("GeneratorCatalog", "Packing fraction"))
                       .add(&GasParameters::radius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Radius"))
                       .add(&GasParameters::mass, QT_TRANSLATE_NOOP("GeneratorCatalog", "Mass"))
                       .add(&GasParameters::temperature, QT_TRANSLATE_NOOP("GeneratorCatalog", "Temperature kT"))
                       .add(&GasParameters::periodic, QT_TRANSLATE_NOOP("GeneratorCatalog", "Periodic (0/1)"))
                       .add(&GasParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<LatticeParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Lattice"),
                                                   QT_TRANSLATE_NOOP("GeneratorCatalog", "A triangular crystal at temperature T."),
                                                   &generateLattice)
                       .add(&LatticeParameters::columns, QT_TRANSLATE_NOOP("GeneratorCatalog", "Columns"))
                       .add(&LatticeParameters::rows, QT_TRANSLATE_NOOP("GeneratorCatalog", "Rows"))
                       .add(&LatticeParameters::packing, QT_TRANSLATE_NOOP("GeneratorCatalog", "Packing fraction"))
                       .add(&LatticeParameters::radius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Radius"))
                       .add(&LatticeParameters::temperature, QT_TRANSLATE_NOOP("GeneratorCatalog", "Temperature kT"))
                       .add(&LatticeParameters::periodic, QT_TRANSLATE_NOOP("GeneratorCatalog", "Periodic (0/1)"))
                       .add(&LatticeParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<BilliardsParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Billiards"),
                                                     QT_TRANSLATE_NOOP("GeneratorCatalog", "A triangular rack and a cue ball."),
                                                     &generateBilliards)
                       .add(&BilliardsParameters::rows, QT_TRANSLATE_NOOP("GeneratorCatalog", "Rack rows"))
                       .add(&BilliardsParameters::radius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Radius"))
                       .add(&BilliardsParameters::cueSpeed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Cue speed"))
                       .add(&BilliardsParameters::cueAngle, QT_TRANSLATE_NOOP("GeneratorCatalog", "Cue angle (°)"))
                       .add(&BilliardsParameters::tableWidth, QT_TRANSLATE_NOOP("GeneratorCatalog", "Table width"))
                       .add(&BilliardsParameters::tableHeight, QT_TRANSLATE_NOOP("GeneratorCatalog", "Table height"))
                       .add(&BilliardsParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<DiffusionParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Diffusion"),
                                                     QT_TRANSLATE_NOOP("GeneratorCatalog", "Two coloured species either side of a "
                                                                                           "partition with a slit, or one that is removed."),
                                                     &generateDiffusion)
                       .add(&DiffusionParameters::leftCount, QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks on the left"))
                       .add(&DiffusionParameters::rightCount, QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks on the right"))
                       .add(&DiffusionParameters::packing, QT_TRANSLATE_NOOP("GeneratorCatalog", "Packing fraction"))
                       .add(&DiffusionParameters::leftMass, QT_TRANSLATE_NOOP("GeneratorCatalog", "Mass on the left"))
                       .add(&DiffusionParameters::rightMass, QT_TRANSLATE_NOOP("GeneratorCatalog", "Mass on the right"))
                       .addCustom(QT_TRANSLATE_NOOP("GeneratorCatalog", "Removable partition (0/1)"), 0.0, true,
                                  [](DiffusionParameters& p, double v) {
                                      p.partition = v != 0.0 ? PartitionKind::Removable : PartitionKind::Slit;
                                  })
                       .add(&DiffusionParameters::slitWidth, QT_TRANSLATE_NOOP("GeneratorCatalog", "Slit width"))
                       .add(&DiffusionParameters::removeTime, QT_TRANSLATE_NOOP("GeneratorCatalog", "Partition removed at t"))
                       .add(&DiffusionParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<SqueezeParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Squeeze"),
                                                   QT_TRANSLATE_NOOP("GeneratorCatalog", "A tiny light disk between two large ones."),
                                                   &generateSqueeze)
                       .add(&SqueezeParameters::largeRadius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Large radius"))
                       .add(&SqueezeParameters::largeSpeed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Large speed"))
                       .add(&SqueezeParameters::smallRadius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Small radius"))
                       .add(&SqueezeParameters::smallMass, QT_TRANSLATE_NOOP("GeneratorCatalog", "Small mass"))
                       .add(&SqueezeParameters::smallSpeed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Small speed"))
                       .done());
    list.push_back(EntryBuilder<CradleParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Newton's cradle"),
                                                  QT_TRANSLATE_NOOP("GeneratorCatalog", "A row of balls at rest, struck from the left."),
                                                  &generateCradle)
                       .add(&CradleParameters::count, QT_TRANSLATE_NOOP("GeneratorCatalog", "Balls at rest"))
                       .add(&CradleParameters::strikers, QT_TRANSLATE_NOOP("GeneratorCatalog", "Strikers"))
                       .add(&CradleParameters::speed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Striker speed"))
                       .add(&CradleParameters::gap, QT_TRANSLATE_NOOP("GeneratorCatalog", "Gap"))
                       .done());
    list.push_back(EntryBuilder<BrownianParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Brownian motion"),
                                                    QT_TRANSLATE_NOOP("GeneratorCatalog", "One large heavy disk among many small ones."),
                                                    &generateBrownian)
                       .add(&BrownianParameters::count, QT_TRANSLATE_NOOP("GeneratorCatalog", "Small disks"))
                       .add(&BrownianParameters::packing, QT_TRANSLATE_NOOP("GeneratorCatalog", "Packing fraction"))
                       .add(&BrownianParameters::largeRadius, QT_TRANSLATE_NOOP("GeneratorCatalog", "Large radius"))
                       .add(&BrownianParameters::largeMass, QT_TRANSLATE_NOOP("GeneratorCatalog", "Large mass"))
                       .add(&BrownianParameters::temperature, QT_TRANSLATE_NOOP("GeneratorCatalog", "Temperature kT"))
                       .add(&BrownianParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<PistonParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Piston compression"),
                                                  QT_TRANSLATE_NOOP("GeneratorCatalog", "A gas compressed by the right wall."),
                                                  &generatePiston)
                       .add(&PistonParameters::count, QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks"))
                       .add(&PistonParameters::packing, QT_TRANSLATE_NOOP("GeneratorCatalog", "Packing fraction"))
                       .add(&PistonParameters::temperature, QT_TRANSLATE_NOOP("GeneratorCatalog", "Temperature kT"))
                       .add(&PistonParameters::pistonSpeed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Piston speed"))
                       .add(&PistonParameters::finalWidth, QT_TRANSLATE_NOOP("GeneratorCatalog", "Final width (share)"))
                       .add(&PistonParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    list.push_back(EntryBuilder<WallBouncingParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Wall-bouncing rows"),
                                                        QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks crossing the box in rows and columns."),
                                                        &generateWallBouncing)
                       .add(&WallBouncingParameters::columns, QT_TRANSLATE_NOOP("GeneratorCatalog", "Columns"))
                       .add(&WallBouncingParameters::rows, QT_TRANSLATE_NOOP("GeneratorCatalog", "Rows"))
                       .add(&WallBouncingParameters::size, QT_TRANSLATE_NOOP("GeneratorCatalog", "Box size"))
                       .add(&WallBouncingParameters::speed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Speed"))
                       .done());
    list.push_back(EntryBuilder<InclineParameters>(QT_TRANSLATE_NOOP("GeneratorCatalog", "Tilted floor"),
                                                   QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks dropped on an inclined floor under gravity."),
                                                   &generateIncline)
                       .add(&InclineParameters::count, QT_TRANSLATE_NOOP("GeneratorCatalog", "Disks"))
                       .add(&InclineParameters::angle, QT_TRANSLATE_NOOP("GeneratorCatalog", "Floor angle (°)"))
                       .add(&InclineParameters::gravity, QT_TRANSLATE_NOOP("GeneratorCatalog", "Gravity"))
                       .add(&InclineParameters::temperature, QT_TRANSLATE_NOOP("GeneratorCatalog", "Temperature kT"))
                       .add(&InclineParameters::seed, QT_TRANSLATE_NOOP("GeneratorCatalog", "Seed"))
                       .done());
    return list;
}

} // namespace disklab
