// disklab-cli report: a small gas's report, as a PDF and an HTML version, holds the figures
// `run --json` gives for the command line it prints, and the images it names; a comparison's
// report holds both engines' counters as `compare --json` gives them; bad input writes nothing
// and says why.
#include "cli_process.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using disklab::test::jsonOutput;
using disklab::test::runCli;

namespace {

/// The HTML table cell after the one reading `quantity`: "value ± error".
QRegularExpressionMatch measuredCell(const QString& html, const QString& quantity)
{
    const QRegularExpression cell("<td>" + QRegularExpression::escape(quantity) + "</td><td>([-0-9.e+]+) ± ([-0-9.e+]+)</td>");
    return cell.match(html);
}

/// The two numbers of the HTML table row that starts with `counter`, or an invalid match.
QRegularExpressionMatch counterRow(const QString& html, const QString& counter)
{
    return QRegularExpression("<tr><td>" + QRegularExpression::escape(counter) + "</td><td>([0-9]+)</td><td>([0-9]+)</td></tr>").match(html);
}

/// True when `text` is `value` written to the decimals `text` has (within half its last digit).
bool writes(const QString& text, double value)
{
    const int dot = text.indexOf('.');
    const int decimals = dot < 0 || text.contains('e') ? 0 : static_cast<int>(text.size()) - dot - 1;
    const double halfDigit = text.contains('e') ? 0.05 * std::abs(value) : 0.5 * std::pow(10.0, -decimals);
    return std::abs(text.toDouble() - value) <= halfDigit * (1.0 + 1e-9);
}

} // namespace

class TestCliReport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_gas = m_dir.filePath("gas.json");
        const auto generated = runCli({"generate", "gas", "--n", "100", "--packing", "0.1", "--seed", "5", "-o", m_gas});
        QCOMPARE(generated.exitCode, 0);
    }

    void aGasReportHoldsTheFiguresOfItsCommandLine()
    {
        const QString pdf = m_dir.filePath("report.pdf");
        const QString html = m_dir.filePath("html");
        const auto made = runCli({"report", m_gas, "--until", "20", "-o", pdf, "--html", html});
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");

        QFile htmlFile(QDir(html).filePath("report.html"));
        QVERIFY(htmlFile.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(htmlFile.readAll());
        const QRegularExpressionMatch command = QRegularExpression("<code>(disklab-cli run [^<]*)</code>").match(text);
        QVERIFY2(command.hasMatch(), "no command line in the report");
        QStringList arguments = command.captured(1).split(' ');
        arguments.removeFirst();  // disklab-cli
        const auto rerun = runCli(arguments);
        QCOMPARE(rerun.exitCode, 0);
        const QJsonObject figures = jsonOutput(rerun);

        const QRegularExpressionMatch temperature = measuredCell(text, "Temperature kT");
        QVERIFY2(temperature.hasMatch(), "no temperature with its error");
        QVERIFY(writes(temperature.captured(1), figures["temperature"].toDouble()));
        QVERIFY(writes(temperature.captured(2), figures["temperature_error"].toDouble()));
        const QRegularExpressionMatch pressure = measuredCell(text, "Pressure on the left wall");
        QVERIFY2(pressure.hasMatch(), "no left wall's pressure with its error");
        QVERIFY(writes(pressure.captured(1), figures["pressure_left"].toDouble()));
        QVERIFY(writes(pressure.captured(2), figures["pressure_left_error"].toDouble()));
        QVERIFY(figures["pressure_left_error"].toDouble() > 0.0);
    }

    void aComparisonsReportCountsWhatCompareCounts()
    {
        const QString html = m_dir.filePath("compared");
        const QStringList window{"--until", "8", "--dt", "0.05"};
        const auto made = runCli(QStringList{"report", m_gas, "--compare", "-o", m_dir.filePath("compared.pdf"), "--html", html} + window);
        QVERIFY2(made.exitCode == 0, qPrintable(made.err));
        QFile file(QDir(html).filePath("report.html"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());

        const auto compared = runCli(QStringList{"compare", m_gas, "--json"} + window);
        QCOMPARE(compared.exitCode, 0);
        const QJsonObject figures = jsonOutput(compared);
        const QJsonObject event = figures["event"].toObject(), time = figures["time"].toObject();
        QVERIFY(event["collisions"].toInteger() > 0);
        for (const auto& [counter, key] : {std::pair{"Collisions", "collisions"}, {"Between disks", "pair_collisions"}, {"With walls", "wall_collisions"}}) {
            const QRegularExpressionMatch row = counterRow(text, counter);
            QVERIFY2(row.hasMatch(), counter);
            QCOMPARE(row.captured(1).toLongLong(), event[key].toInteger());
            QCOMPARE(row.captured(2).toLongLong(), time[key].toInteger());
        }
        // The measured run is the exact engine's, and the report names the compare command.
        QVERIFY(text.contains("<code>disklab-cli run ") && text.contains("--engine event --json</code>"));
        const QRegularExpressionMatch command = QRegularExpression("<code>disklab-cli (compare [^<]*)</code>").match(text);
        QVERIFY2(command.hasMatch(), "no compare command in the report");
        const auto rerun = runCli(command.captured(1).split(' '));
        QCOMPARE(rerun.exitCode, 0);
        QCOMPARE(jsonOutput(rerun)["time"].toObject()["collisions"], time["collisions"]);
    }

    void theHtmlVersionsImagesAreBesideIt()
    {
        const QString html = m_dir.filePath("images");
        QCOMPARE(runCli({"report", m_gas, "--events", "2000", "-o", m_dir.filePath("images.pdf"), "--html", html}).exitCode, 0);
        QFile file(QDir(html).filePath("report.html"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        int images = 0;
        for (const QRegularExpressionMatch& image : QRegularExpression("<img src=\"([^\"]+)\"").globalMatch(text)) {
            QFile png(QDir(html).filePath(image.captured(1)));
            QVERIFY2(png.open(QIODevice::ReadOnly), qPrintable(image.captured(1)));
            QVERIFY(png.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
            ++images;
        }
        QVERIFY(images >= 3);  // the box twice and the speeds' chart
    }

    void thePdfsTextCanBeSelected()
    {
        const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
        if (pdftotext.isEmpty())
            QFAIL("pdftotext (poppler-utils, scripts/install-dependencies.sh) is needed to read the PDF's text");
        const QString pdf = m_dir.filePath("letter.pdf");
        QCOMPARE(runCli({"report", m_gas, "--until", "5", "-o", pdf, "--page-size", "Letter"}).exitCode, 0);
        QProcess reader;
        reader.start(pdftotext, {pdf, "-"});
        QVERIFY(reader.waitForFinished(60000));
        const QString text = QString::fromUtf8(reader.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains("Temperature kT"), qPrintable(text.left(400)));
        QVERIFY(text.contains("disklab-cli run"));
        QVERIFY(text.contains("--until 5"));
    }

    void badInputWritesNothingAndSaysWhy()
    {
        const QString pdf = m_dir.filePath("never.pdf");
        const QString html = m_dir.filePath("never");
        const auto missing = runCli({"report", m_dir.filePath("missing.json"), "--until", "1", "-o", pdf, "--html", html});
        QVERIFY(missing.exitCode != 0);
        QVERIFY2(missing.err.contains("missing.json"), qPrintable(missing.err));
        const auto page = runCli({"report", m_gas, "--until", "1", "-o", pdf, "--page-size", "A5"});
        QCOMPARE(page.exitCode, 2);
        QVERIFY2(page.err.contains("--page-size"), qPrintable(page.err));
        const auto language = runCli({"report", m_gas, "--until", "1", "-o", pdf, "--language", "xx"});
        QCOMPARE(language.exitCode, 2);
        QVERIFY2(language.err.contains("--language"), qPrintable(language.err));
        const auto compareWithEngine = runCli({"report", m_gas, "--compare", "--until", "1", "--engine", "time", "-o", pdf});
        QCOMPARE(compareWithEngine.exitCode, 2);
        QVERIFY2(compareWithEngine.err.contains("--engine"), qPrintable(compareWithEngine.err));
        const auto compareByEvents = runCli({"report", m_gas, "--compare", "--events", "100", "-o", pdf});
        QCOMPARE(compareByEvents.exitCode, 2);
        QVERIFY2(compareByEvents.err.contains("--until"), qPrintable(compareByEvents.err));
        const auto noWindow = runCli({"report", m_gas, "-o", pdf});
        QCOMPARE(noWindow.exitCode, 2);
        QVERIFY(noWindow.err.contains("--until"));
        QVERIFY(!QFile::exists(pdf));
        QVERIFY(!QFile::exists(html));
    }

private:
    QTemporaryDir m_dir;
    QString m_gas;
};

QTEST_GUILESS_MAIN(TestCliReport)
#include "tst_cli_report.moc"
