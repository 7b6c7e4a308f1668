// File ▸ New from Generator…: the dialog is built from the core's generator descriptions, so a
// yes/no is a check box, a count a spin box, ranges are enforced, the help is the tooltip, and
// the same values give the same scenario as `disklab-cli generate`.
#include "app/files/generator_dialog.h"
#include "app/files/parameter_field.h"
#include "core/generator_catalog.h"
#include "core/scenario_validation.h"
#include "io/scenario_json.h"

#include "../../cli/cli_process.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace disklab;
using namespace disklab::test;

namespace {

template <class Editor>
Editor* editorOf(const GeneratorDialog& dialog, const char* key)
{
    ParameterField* field = dialog.field(QString::fromLatin1(key));
    return field ? qobject_cast<Editor*>(field->editor()) : nullptr;
}

/// The JSON file `disklab-cli generate` writes for these arguments.
QByteArray commandLineFile(const QStringList& arguments, const QTemporaryDir& directory)
{
    const QString path = directory.filePath(QStringLiteral("cli.json"));
    const CliResult r = runCli(QStringList{QStringLiteral("generate")} + arguments + QStringList{QStringLiteral("-o"), path});
    if (r.exitCode != 0) {
        qWarning("%s", qPrintable(r.err));
        return {};
    }
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGeneratorDialog : public QObject {
    Q_OBJECT
private slots:
    void everyKindBuildsAValidScenario()
    {
        GeneratorDialog dialog;
        const std::size_t kinds = generatorCatalog().size();
        QVERIFY(kinds >= 11);
        for (std::size_t k = 0; k < kinds; ++k) {
            dialog.setKind(int(k));
            const std::optional<Scenario> scenario = dialog.generate();
            QVERIFY2(scenario, qPrintable(QString::fromStdString(generatorCatalog()[k].key)));
            QVERIFY(validateScenario(*scenario).empty());
            QCOMPARE(scenario->disks.empty(), generatorCatalog()[k].key == "empty");
        }
    }

    void eachKindOfParameterHasItsEditor()
    {
        GeneratorDialog dialog;
        QVERIFY(dialog.setKind(QStringLiteral("gas")));
        const GeneratorDescriptor& gas = *findGenerator("gas");
        auto* periodic = editorOf<QCheckBox>(dialog, "periodic");
        QVERIFY2(periodic, "a yes/no is a check box");
        QVERIFY(!periodic->isChecked());
        auto* count = editorOf<QSpinBox>(dialog, "n");
        QVERIFY2(count, "a count is a spin box of whole numbers");
        QCOMPARE(count->value(), 400);
        QCOMPARE(count->minimum(), int(gas.parameter("n")->minimum));
        auto* packing = editorOf<QDoubleSpinBox>(dialog, "packing");
        QVERIFY(packing);
        QCOMPARE(packing->toolTip(), QString::fromUtf8(gas.parameter("packing")->help));
        QVERIFY(!dialog.findChildren<QLabel*>().isEmpty());

        QVERIFY(dialog.setKind(QStringLiteral("diffusion")));
        auto* partition = editorOf<QComboBox>(dialog, "partition");
        QVERIFY2(partition, "a choice is a combo box");
        QCOMPARE(partition->count(), 2);
        // The removal time means something only for a removable partition.
        QVERIFY(!dialog.field(QStringLiteral("remove-time"))->isEnabled());
        QVERIFY(dialog.field(QStringLiteral("slit-width"))->isEnabled());
        partition->setCurrentIndex(1);
        QVERIFY(dialog.field(QStringLiteral("remove-time"))->isEnabled());
        QVERIFY(!dialog.field(QStringLiteral("slit-width"))->isEnabled());
    }

    void rangesAreEnforcedAndRefusalsNameTheField()
    {
        GeneratorDialog dialog;
        QVERIFY(dialog.setKind(QStringLiteral("gas")));
        auto* packing = editorOf<QDoubleSpinBox>(dialog, "packing");
        QVERIFY(packing);
        packing->setValue(0.99);  // beyond close packing: the field stops at its range
        QCOMPARE(packing->value(), findGenerator("gas")->parameter("packing")->maximum);
        // 400 disks cannot be placed that densely in a walled box; the dialog says which field.
        QVERIFY(!dialog.generate());
        const QStringList errors = [&] {
            QStringList texts;
            for (const QLabel* label : dialog.findChildren<QLabel*>())
                texts << label->text();
            return texts;
        }();
        QVERIFY2(errors.filter(QStringLiteral("Cannot generate: Packing fraction:")).size() == 1, qPrintable(errors.join('\n')));
    }

    void sameScenarioAsTheCommandLine()
    {
        QTemporaryDir directory;
        GeneratorDialog dialog;
        QVERIFY(dialog.setKind(QStringLiteral("gas")));
        editorOf<QSpinBox>(dialog, "n")->setValue(60);
        editorOf<QDoubleSpinBox>(dialog, "packing")->setValue(0.25);
        editorOf<QDoubleSpinBox>(dialog, "temperature")->setValue(1.5);
        editorOf<QCheckBox>(dialog, "periodic")->setChecked(true);
        editorOf<QSpinBox>(dialog, "seed")->setValue(7);
        std::optional<Scenario> scenario = dialog.generate();
        QVERIFY(scenario);
        QCOMPARE(scenarioToJson(*scenario).bytes,
                 commandLineFile({"gas", "--n", "60", "--packing", "0.25", "--temperature", "1.5", "--periodic", "--seed", "7"},
                                 directory));

        QVERIFY(dialog.setKind(QStringLiteral("diffusion")));
        editorOf<QSpinBox>(dialog, "left")->setValue(40);
        editorOf<QSpinBox>(dialog, "right")->setValue(0);
        editorOf<QComboBox>(dialog, "partition")->setCurrentIndex(1);
        editorOf<QDoubleSpinBox>(dialog, "remove-time")->setValue(2.5);
        scenario = dialog.generate();
        QVERIFY(scenario);
        QCOMPARE(scenarioToJson(*scenario).bytes,
                 commandLineFile({"diffusion", "--left", "40", "--right", "0", "--partition", "removable", "--remove-time", "2.5"},
                                 directory));
    }
};

QTEST_MAIN(TestGeneratorDialog)
#include "tst_generator_dialog.moc"
