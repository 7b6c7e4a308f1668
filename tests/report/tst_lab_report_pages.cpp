// The lab report's pages: no heading is left alone at the foot of a page and no figure is split
// from its caption, on A4 and Letter, in English, Chinese and Japanese. A description of growing
// length moves every heading and figure down the page past places where a page would break badly
// (the sweep is seen to meet such places when the pages are left to break by themselves), and the
// PDF of such places is read back: every heading is there, and no page's last line is one.
#include "report/lab_report_document.h"
#include "report/lab_report_files.h"
#include "report/lab_run.h"
#include "report/page_breaks.h"
#include "report/printed_pages.h"
#include "runtime/engine_comparison.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QtTest>

using namespace disklab;

namespace {

const QString kDescriptionMark = QStringLiteral("@@DESCRIPTION@@");

/// 100 disks on a grid in a walled box, their velocities all of one speed in turning directions.
Scenario smallGas()
{
    Scenario s;
    s.width = s.height = 28.0;
    s.title = "Pages";
    s.description = kDescriptionMark.toStdString();
    for (int i = 0; i < 100; ++i)
        s.disks.push_back(Disk{2.8 * (i % 10) + 1.4, 2.8 * (i / 10) + 1.4, std::cos(i * 0.7), std::sin(i * 0.7), 0.5, 1.0, {}, {}, 0.0});
    return s;
}

/// Comparison mode's report of the gas to t = 4, the longest the report makes.
LabReportDocument comparisonReport(const LabRun& run, const QString& language)
{
    EngineComparison comparison(run.scenario, run.config);
    comparison.advanceTo(run.last.time);
    comparison.finish();
    const LabReportSource source{"pages.json", "disklab-cli run pages.json --until 4 --engine event --json", "test", language,
                                 std::nullopt, comparison.report(), "disklab-cli compare pages.json --until 4 --json"};
    return labReportDocument(run, source);
}

/// The report with a description of `words` words.
LabReportDocument withDescription(LabReportDocument document, int words)
{
    document.html.replace(kDescriptionMark, QStringLiteral("word ").repeated(words));
    return document;
}

/// The headings' texts: what no page may end with.
QStringList headings(const QString& html)
{
    QStringList texts;
    for (const QRegularExpressionMatch& match : QRegularExpression("<h[1-6]>([^<]*)</h[1-6]>").globalMatch(html))
        texts << match.captured(1);
    return texts;
}

/// `document` as a QTextDocument laid out on a page of `size`, the pages left to break by
/// themselves (`breaks` false) or broken as the report breaks them.
struct LaidOut {
    QBuffer pdf;
    QPdfWriter writer{&pdf};
    QTextDocument text;

    LaidOut(const LabReportDocument& document, QPageSize::PageSizeId size, bool breaks)
    {
        pdf.open(QIODevice::WriteOnly);
        writer.setPageSize(QPageSize(size));
        if (breaks) {
            layOutLabReport(document, text, writer);
            return;
        }
        for (const NamedImage& image : document.images)
            text.addResource(QTextDocument::ImageResource, QUrl(image.fileName), image.image);
        text.setHtml(document.html);
        layOutOnPages(text, writer);
    }

    bool breaksBadly() const { return !headingsLeftAlone(text).empty() || !figuresSplit(text).empty(); }
};

/// The text of the PDF at `path`, its pages parted by form feeds.
QString pdfText(const QString& path)
{
    QProcess reader;
    reader.start(QStandardPaths::findExecutable("pdftotext"), {"-layout", path, "-"});
    reader.waitForFinished(60000);
    return QString::fromUtf8(reader.readAllStandardOutput());
}

/// The last line of text on each page of `text`, the page number left out.
QStringList lastLines(const QString& text)
{
    QStringList last;
    for (const QString& page : text.split('\f', Qt::SkipEmptyParts)) {
        QStringList lines = page.split('\n', Qt::SkipEmptyParts);
        while (!lines.isEmpty() && QRegularExpression("^\\s*\\d*\\s*$").match(lines.last()).hasMatch())
            lines.removeLast();
        if (!lines.isEmpty())
            last << lines.last().simplified();
    }
    return last;
}

} // namespace

class TestLabReportPages : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        LabRunRequest request;
        request.until = 4.0;
        request.config.kind = EngineKind::EventDriven;
        request.config.dt = 0.05;
        m_run = measureLabRun(smallGas(), request);
    }

    void pagesNeverBreakAfterAHeadingOrInAFigure_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("pageSize");
        for (const char* language : {"en", "zh_CN", "ja"}) {
            QTest::addRow("%s A4", language) << QString(language) << int(QPageSize::A4);
            QTest::addRow("%s Letter", language) << QString(language) << int(QPageSize::Letter);
        }
    }

    void pagesNeverBreakAfterAHeadingOrInAFigure()
    {
        QFETCH(QString, language);
        QFETCH(int, pageSize);
        QTranslator translator;
        if (language != "en") {
            QVERIFY(translator.load(QString(":/i18n/disklab_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const LabReportDocument report = comparisonReport(m_run, language);
        QCoreApplication::removeTranslator(&translator);
        const auto size = QPageSize::PageSizeId(pageSize);
        bool badBreakMet = false;
        // Steps of about a line of text, over more than half a page.
        for (int words = 0; words <= 600; words += 20) {
            const LabReportDocument document = withDescription(report, words);
            badBreakMet = badBreakMet || LaidOut(document, size, /* breaks */ false).breaksBadly();
            const LaidOut broken(document, size, /* breaks */ true);
            QVERIFY2(headingsLeftAlone(broken.text).empty(), qPrintable(QString("a heading left alone, %1 words").arg(words)));
            QVERIFY2(figuresSplit(broken.text).empty(), qPrintable(QString("a figure split, %1 words").arg(words)));
        }
        QVERIFY2(badBreakMet, "the sweep never met a page that breaks badly by itself");
    }

    void noPdfPageEndsWithAHeading()
    {
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QFAIL("pdftotext (poppler-utils, scripts/install-dependencies.sh) is needed to read the PDF's text");
        QTemporaryDir dir;
        const LabReportDocument report = comparisonReport(m_run, "en");
        const QStringList titles = headings(report.html);
        QVERIFY(titles.contains("Measured quantities") && titles.contains("The two engines compared"));
        int written = 0;
        for (int words = 0; words <= 600 && written < 3; words += 20) {
            const LabReportDocument document = withDescription(report, words);
            if (!LaidOut(document, QPageSize::A4, /* breaks */ false).breaksBadly())
                continue;
            const QString path = dir.filePath(QString("%1.pdf").arg(words));
            QCOMPARE(writeLabReportPdf(document, path, QPageSize::A4), QString());
            const QString text = pdfText(path);
            // Every heading is there: what follows a break is laid out again and drawn.
            for (const QString& title : titles)
                QVERIFY2(text.contains(title), qPrintable(QString("%1 words: no %2").arg(words).arg(title)));
            const QStringList last = lastLines(text);
            QVERIFY(last.size() >= 3);
            for (const QString& line : last)
                QVERIFY2(!titles.contains(line), qPrintable(QString("%1 words: a page ends with %2").arg(words).arg(line)));
            ++written;
        }
        QCOMPARE(written, 3);
    }

private:
    LabRun m_run;
};

QTEST_MAIN(TestLabReportPages)
#include "tst_lab_report_pages.moc"
