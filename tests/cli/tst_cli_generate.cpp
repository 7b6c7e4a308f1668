// disklab-cli generate KIND: every kind writes a valid scenario, options reach the generator,
// and bad options or impossible parameters are refused naming the option.
#include "core/generator_catalog.h"
#include "io/scenario_file.h"

#include "cli_process.h"

#include <QtTest>

#include <QTemporaryDir>

using namespace disklab;
using namespace disklab::test;

class TestCliGenerate : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    Scenario generated(const QStringList& arguments, const QString& file)
    {
        const CliResult r = runCli(QStringList{"generate"} + arguments + QStringList{"-o", path(file)});
        if (r.exitCode != 0) {
            qWarning("%s", qPrintable(r.err));
            return {};
        }
        const LoadResult loaded = loadScenarioFile(path(file));
        if (!loaded.ok())
            qWarning("%s", qPrintable(loaded.error));
        return loaded.ok() ? *loaded.scenario : Scenario{};
    }

private slots:
    void everyKindWithItsDefaults_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("disks");
        QTest::addColumn<int>("segments");
        QTest::newRow("lattice") << "lattice" << 400 << 0;
        QTest::newRow("billiards") << "billiards" << 16 << 0;
        QTest::newRow("diffusion") << "diffusion" << 300 << 2;
        QTest::newRow("squeeze") << "squeeze" << 3 << 0;
        QTest::newRow("cradle") << "cradle" << 6 << 0;
        QTest::newRow("brownian") << "brownian" << 601 << 0;
        QTest::newRow("piston") << "piston" << 300 << 0;
        QTest::newRow("wall-bouncing") << "wall-bouncing" << 18 << 0;
        QTest::newRow("incline") << "incline" << 20 << 1;
        QTest::newRow("aggregation") << "aggregation" << 1000 << 0;
        QTest::newRow("charged-gas") << "charged-gas" << 100 << 0;
        QTest::newRow("spring-chain") << "spring-chain" << 10 << 0;  // ten disks, the top one on a fixed pivot
        QTest::newRow("spring-pendulum") << "spring-pendulum" << 1 << 0;  // the bob, hung from an anchor
        QTest::newRow("network") << "network" << 30 << 0;
    }
    void everyKindWithItsDefaults()
    {
        QFETCH(QString, kind);
        QFETCH(int, disks);
        QFETCH(int, segments);
        const Scenario s = generated({kind}, kind + ".json");
        QCOMPARE(int(s.disks.size()), disks);
        QCOMPARE(int(s.segments.size()), segments);
        QVERIFY(!s.title.empty() && !s.description.empty());
        // The same command writes the same bytes.
        QFile first(path(kind + ".json"));
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(runCli({"generate", kind, "-o", path(kind + "-again.json")}).exitCode, 0);
        QFile again(path(kind + "-again.json"));
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(first.readAll(), again.readAll());
    }
    void optionsReachTheGenerator()
    {
        Scenario s = generated({"billiards", "--rows", "4", "--cue-speed", "3", "--cue-angle", "90", "--table", "30x16",
                                "--title", "My break", "--description", "Ten balls."},
                               "b.json");
        QCOMPARE(int(s.disks.size()), 11);
        QCOMPARE(s.width, 30.0);
        QCOMPARE(s.height, 16.0);
        QVERIFY(std::abs(s.disks[0].vy - 3.0) < 1e-12 && std::abs(s.disks[0].vx) < 1e-12);
        QCOMPARE(s.title, std::string("My break"));
        QCOMPARE(s.description, std::string("Ten balls."));

        s = generated({"diffusion", "--left", "40", "--right", "0", "--partition", "removable", "--remove-time", "2.5",
                       "--left-colour", "#102030"},
                      "d.json");
        QCOMPARE(int(s.disks.size()), 40);
        QCOMPARE(s.segments.size(), std::size_t(1));
        QCOMPARE(s.segments[0].removeTime, 2.5);
        QVERIFY(s.disks[0].colour == (Colour{0x10, 0x20, 0x30}));

        s = generated({"gas", "--species", "30,0.5,1,#0000ff,small", "--species", "10,1.5,9", "--box", "40x30"}, "m.json");
        QCOMPARE(int(s.disks.size()), 40);
        QCOMPARE(s.width, 40.0);
        const auto big = std::count_if(s.disks.begin(), s.disks.end(), [](const Disk& d) { return d.radius == 1.5; });
        QCOMPARE(int(big), 10);

        s = generated({"lattice", "--columns", "6", "--rows", "3", "--walls", "--temperature", "0"}, "l.json");
        QCOMPARE(int(s.disks.size()), 18);
        QVERIFY(s.boundary == Boundary::Walls);
    }
    void translationsAreStored()
    {
        const Scenario s = generated({"cradle", "--title", "Cradle", "--translated-title", "zh_CN=牛顿摆",
                                      "--translated-description", "zh_CN=两个球撞击一排球。", "--translated-title", "ja=ニュートンのゆりかご"},
                                     "t.json");
        QCOMPARE(s.title, std::string("Cradle"));
        QCOMPARE(s.translations.size(), std::size_t(2));
        QVERIFY(s.translations.at("zh_CN") == (ScenarioText{"牛顿摆", "两个球撞击一排球。"}));
        QVERIFY(s.translations.at("ja") == (ScenarioText{"ニュートンのゆりかご", ""}));
    }
    void badOptionsAreUsageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no kind") << QStringList{"-o", "x.json"} << "the kind to generate must come first";
        QTest::newRow("unknown kind") << QStringList{"crystal"} << "unknown kind 'crystal'";
        QTest::newRow("not a number") << QStringList{"billiards", "--cue-speed", "fast"}
                                      << "--cue-speed: expected a number, got 'fast'";
        QTest::newRow("bad size") << QStringList{"squeeze", "--box", "20"} << "--box: expected WIDTHxHEIGHT";
        QTest::newRow("bad partition") << QStringList{"diffusion", "--partition", "door"}
                                       << "--partition: expected slit or removable";
        QTest::newRow("bad species") << QStringList{"gas", "--species", "10,0.5", "--packing", "0.1"}
                                     << "--species: expected COUNT,RADIUS,MASS";
        QTest::newRow("species and n") << QStringList{"gas", "--species", "10,0.5,1", "--n", "5", "--packing", "0.1"}
                                       << "leave out --n";
        QTest::newRow("gas needs n") << QStringList{"gas", "--packing", "0.1"} << "gas needs --n N";
        QTest::newRow("packing and box") << QStringList{"gas", "--n", "10", "--packing", "0.1", "--box", "9x9"}
                                         << "either --packing PHI or --box WxH";
        QTest::newRow("unknown option") << QStringList{"cradle", "--rows", "3"} << "Unknown option 'rows'";
        QTest::newRow("translation without language") << QStringList{"cradle", "--translated-title", "摆"}
                                                       << "--translated-title takes LANG=TEXT";
    }
    void badOptionsAreUsageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliResult r = runCli(QStringList{"generate"} + arguments + QStringList{"-o", path("bad.json")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path("bad.json")));
    }
    void impossibleParametersNameTheirOption_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("rack too big") << QStringList{"billiards", "--rows", "30"} << "generate billiards: --rows: 30 rows";
        QTest::newRow("slit too narrow") << QStringList{"diffusion", "--slit-width", "0.5"} << "generate diffusion: --slit-width:";
        QTest::newRow("too dense") << QStringList{"gas", "--n", "10", "--packing", "0.85"} << "generate gas: --packing:";
        QTest::newRow("steep floor") << QStringList{"incline", "--angle", "70"} << "generate incline: --angle:";
        QTest::newRow("crushing piston") << QStringList{"piston", "--packing", "0.5", "--final-width", "0.4"}
                                         << "generate piston: --final-width:";
        QTest::newRow("count") << QStringList{"brownian", "--n", "0"} << "generate brownian: --n: must be at least 1";
        QTest::newRow("periodic rows") << QStringList{"lattice", "--rows", "5"} << "generate lattice: --rows:";
        QTest::newRow("table") << QStringList{"billiards", "--table", "4x20"} << "generate billiards: --";
    }
    void impossibleParametersNameTheirOption()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const CliResult r = runCli(QStringList{"generate"} + arguments + QStringList{"-o", path("bad.json")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(path("bad.json")));
    }
    void helpListsKindsAndOptions()
    {
        CliResult r = runCli({"generate", "--help"});
        QCOMPARE(r.exitCode, 0);
        for (const char* kind : {"gas", "lattice", "billiards", "diffusion", "squeeze", "cradle", "brownian", "piston",
                                 "wall-bouncing", "incline"})
            QVERIFY2(r.out.contains(QString("  %1 ").arg(kind)), kind);
        QVERIFY(r.out.contains("--cue-speed V"));
        r = runCli({"generate", "diffusion", "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("--slit-width <W>") && r.out.contains("(default 3)"), qPrintable(r.out));
    }
    void everyDescribedParameterIsAnOption()
    {
        const CliResult overview = runCli({"generate", "--help"});
        QCOMPARE(overview.exitCode, 0);
        for (const GeneratorDescriptor& generator : generatorCatalog()) {
            const QString kind = QString::fromStdString(generator.key);
            QVERIFY2(overview.out.contains(QString("  %1 ").arg(kind)), qPrintable(kind));
            const CliResult help = runCli({"generate", kind, "--help"});
            QCOMPARE(help.exitCode, 0);
            for (const ParameterDescriptor& parameter : generator.parameters) {
                const QString option = "--" + QString::fromStdString(parameter.key);
                const QString where = kind + " " + option;
                // QCommandLineParser lists a one-letter option with one dash ("-n <N>").
                const QString listed = (parameter.key.size() == 1 ? option.mid(1) : option)
                    + (parameter.kind == ParameterKind::Boolean ? " " : " <");
                QVERIFY2(help.out.contains(listed), qPrintable(where));
                QVERIFY2(help.out.contains(QString::fromUtf8(parameter.help).left(20)), qPrintable(where));
                QVERIFY2(overview.out.contains(option), qPrintable(where));
            }
        }
        // An option given sets its parameter: the empty box, new to the command line, too.
        const Scenario box = generated({"empty", "--box", "12x7"}, "empty.json");
        QCOMPARE(box.width, 12.0);
        QCOMPARE(box.height, 7.0);
        QVERIFY(box.disks.empty());
    }
};

QTEST_GUILESS_MAIN(TestCliGenerate)
#include "tst_cli_generate.moc"
