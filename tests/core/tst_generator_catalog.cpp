// The generator descriptions (core/generator_descriptor.h) the dialog and the command line are
// built from: names are unique, every descriptor reads and writes its own field of the
// parameter struct and nothing else, defaults are the struct's and lie in their range, and
// every refusal a generator makes names a field some descriptor sets.
#include "core/generator_catalog.h"
#include "core/generators.h"

#include <QtTest>

#include <set>

using namespace disklab;

namespace {

/// A value of the parameter's kind, inside its range, different from `current`.
ParameterValue otherValue(const ParameterDescriptor& p, const ParameterValue& current)
{
    const auto between = [&](double value) {
        const double inside = p.minimum + 0.37 * (std::min(p.maximum, p.minimum + 100.0) - p.minimum);
        return value == inside ? p.minimum : inside;
    };
    switch (p.kind) {
    case ParameterKind::Real:
        return between(std::get<double>(current));
    case ParameterKind::Integer: {
        const std::int64_t value = std::get<std::int64_t>(current);
        return value == std::int64_t(p.maximum) ? value - 1 : value + 1;
    }
    case ParameterKind::Seed:
        return std::get<std::uint64_t>(current) + 12345u;
    case ParameterKind::Boolean:
        return !std::get<bool>(current);
    case ParameterKind::Choice:
        return std::int64_t((std::get<std::int64_t>(current) + 1) % std::int64_t(p.choices.size()));
    case ParameterKind::Size: {
        const Extent e = std::get<Extent>(current);
        return Extent{between(e.width), between(e.height) + 1.0};
    }
    case ParameterKind::Colour: {
        const Colour c = std::get<Colour>(current);
        return Colour{std::uint8_t(c.r + 1), std::uint8_t(c.g + 2), std::uint8_t(c.b + 3)};
    }
    }
    return current;
}

bool inRange(const ParameterDescriptor& p, const ParameterValue& value)
{
    switch (p.kind) {
    case ParameterKind::Real:
        return std::get<double>(value) >= p.minimum && std::get<double>(value) <= p.maximum;
    case ParameterKind::Integer:
        return double(std::get<std::int64_t>(value)) >= p.minimum && double(std::get<std::int64_t>(value)) <= p.maximum;
    case ParameterKind::Size: {
        const Extent e = std::get<Extent>(value);
        return e.width >= p.minimum && e.width <= p.maximum && e.height >= p.minimum && e.height <= p.maximum;
    }
    case ParameterKind::Choice:
        return std::get<std::int64_t>(value) >= 0 && std::size_t(std::get<std::int64_t>(value)) < p.choices.size();
    case ParameterKind::Boolean:
        // A command-line flag can only turn a yes/no on.
        return !std::get<bool>(value);
    case ParameterKind::Seed:
    case ParameterKind::Colour:
        return true;
    }
    return false;
}

QString where(const GeneratorDescriptor& g, const ParameterDescriptor& p)
{
    return QString::fromStdString(g.key + " " + p.key);
}

} // namespace

class TestGeneratorCatalog : public QObject {
    Q_OBJECT
private slots:
    void namesAreUniqueAndComplete()
    {
        std::set<std::string> generators;
        for (const GeneratorDescriptor& g : generatorCatalog()) {
            QVERIFY2(generators.insert(g.key).second, g.key.c_str());
            QVERIFY(findGenerator(g.key) == &g);
            QVERIFY(*g.title && *g.description);
            std::set<std::string> keys, fields;
            for (const ParameterDescriptor& p : g.parameters) {
                QVERIFY2(keys.insert(p.key).second, qPrintable(where(g, p)));
                QVERIFY2(*p.label && *p.help, qPrintable(where(g, p)));
                QCOMPARE(p.fields.size(), std::size_t(p.kind == ParameterKind::Size ? 2 : 1));
                for (const std::string& field : p.fields)
                    QVERIFY2(fields.insert(field).second, qPrintable(where(g, p)));
                QVERIFY(g.parameterOfField(p.fields.front()) == &p);
                QVERIFY(g.parameter(p.key) == &p);
                if (p.kind == ParameterKind::Choice)
                    QVERIFY(p.choices.size() >= 2);
                if (p.appliesWhen) {
                    const ParameterDescriptor* other = g.parameter(p.appliesWhen->parameter);
                    QVERIFY2(other && other->kind == ParameterKind::Choice, qPrintable(where(g, p)));
                }
            }
        }
        QVERIFY(findGenerator("no such kind") == nullptr);
    }

    void everyDescriptorReadsAndWritesItsOwnField()
    {
        for (const GeneratorDescriptor& g : generatorCatalog()) {
            const GeneratorParameters defaults(g);
            for (const ParameterDescriptor& p : g.parameters) {
                QVERIFY2(inRange(p, defaults.value(p)), qPrintable(where(g, p) + " default"));
                GeneratorParameters changed(g);
                const ParameterValue value = otherValue(p, defaults.value(p));
                QVERIFY2(!(value == defaults.value(p)), qPrintable(where(g, p)));
                changed.set(p, value);
                QVERIFY2(changed.value(p) == value, qPrintable(where(g, p)));
                for (const ParameterDescriptor& other : g.parameters) {
                    if (&other != &p)
                        QVERIFY2(changed.value(other) == defaults.value(other), qPrintable(where(g, p) + " wrote " + other.key.c_str()));
                }
            }
        }
    }

    void defaultsAreTheStructsDefaults()
    {
        // Read through the descriptors from a default-constructed struct, as the dialog and
        // `generate --help` show them; docs/cli.md documents these.
        GeneratorParameters gas(*findGenerator("gas"));
        const GasParameters gasDefaults;
        QCOMPARE(std::get<std::int64_t>(gas.value(*gas.generator().parameter("n"))), std::int64_t(gasDefaults.count));
        QCOMPARE(std::get<double>(gas.value(*gas.generator().parameter("radius"))), 0.5);
        QCOMPARE(std::get<double>(gas.value(*gas.generator().parameter("melt"))), 20.0);
        QCOMPARE(std::get<std::uint64_t>(gas.value(*gas.generator().parameter("seed"))), std::uint64_t(1));
        QVERIFY(std::get<Extent>(gas.value(*gas.generator().parameter("box"))) == (Extent{0.0, 0.0}));
        // A lattice is periodic unless walls are asked for.
        GeneratorParameters lattice(*findGenerator("lattice"));
        QVERIFY(!std::get<bool>(lattice.value(*lattice.generator().parameter("walls"))));
        QVERIFY(lattice.as<LatticeParameters>().periodic);
        lattice.set(*lattice.generator().parameter("walls"), true);
        QVERIFY(!lattice.as<LatticeParameters>().periodic);
        // The partition has a slit unless it is removable; the removal time only applies then.
        GeneratorParameters diffusion(*findGenerator("diffusion"));
        const ParameterDescriptor& partition = *diffusion.generator().parameter("partition");
        QCOMPARE(partition.choices.at(std::size_t(std::get<std::int64_t>(diffusion.value(partition)))).key, std::string("slit"));
        QVERIFY(!diffusion.applies(*diffusion.generator().parameter("remove-time")));
        diffusion.set(partition, std::int64_t(1));
        QVERIFY(diffusion.as<DiffusionParameters>().partition == PartitionKind::Removable);
        QVERIFY(diffusion.applies(*diffusion.generator().parameter("remove-time")));
    }

    void refusalsNameADescribedField()
    {
        // A value below every range: the generator refuses it (or builds anyway), and a refusal
        // names a field the dialog and the command line can point at.
        int refused = 0;
        for (const GeneratorDescriptor& g : generatorCatalog()) {
            for (const ParameterDescriptor& p : g.parameters) {
                if (p.kind != ParameterKind::Real && p.kind != ParameterKind::Integer && p.kind != ParameterKind::Size)
                    continue;
                GeneratorParameters parameters(g);
                const double below = -1.0 - std::abs(p.minimum);
                if (p.kind == ParameterKind::Real)
                    parameters.set(p, below);
                else if (p.kind == ParameterKind::Integer)
                    parameters.set(p, std::int64_t(below));
                else
                    parameters.set(p, Extent{below, below});
                try {
                    parameters.generate();
                } catch (const GeneratorError& e) {
                    QVERIFY2(g.parameterOfField(e.parameter()), qPrintable(where(g, p) + ": " + e.what()));
                    ++refused;
                }
            }
        }
        QVERIFY(refused > 50);
    }

    void generatingThroughTheDescriptionIsGeneratingDirectly()
    {
        GeneratorParameters billiards(*findGenerator("billiards"));
        billiards.set(*billiards.generator().parameter("rows"), std::int64_t(4));
        billiards.set(*billiards.generator().parameter("table"), Extent{30.0, 16.0});
        BilliardsParameters direct;
        direct.rows = 4;
        direct.tableWidth = 30.0;
        direct.tableHeight = 16.0;
        const Scenario a = billiards.generate(), b = generateBilliards(direct);
        QCOMPARE(a.disks.size(), b.disks.size());
        QCOMPARE(a.width, b.width);
        for (std::size_t k = 0; k < a.disks.size(); ++k)
            QVERIFY(a.disks[k].x == b.disks[k].x && a.disks[k].y == b.disks[k].y && a.disks[k].vx == b.disks[k].vx);
    }
};

QTEST_APPLESS_MAIN(TestGeneratorCatalog)
#include "tst_generator_catalog.moc"
