#pragma once
// Shared by the chart-dock tests: every export format of a dock is a valid file of the size asked
// for, and its CSV is the chart's data.

#include "app/charts/chart_dock.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

namespace disklab::test {

/// Every chart dock writes PNG, SVG, PDF and CSV files that start as they should.
inline void checkExports(ChartDock& dock)
{
    QTemporaryDir dir;
    const struct {
        ChartDock::Format format;
        const char* name;
        QByteArray start;
    } files[] = {{ChartDock::Format::Png, "c.png", "\x89PNG"}, {ChartDock::Format::Svg, "c.svg", "<?xml"},
                 {ChartDock::Format::Pdf, "c.pdf", "%PDF"}, {ChartDock::Format::Csv, "c.csv", ""}};
    for (const auto& f : files) {
        QString error;
        QVERIFY2(dock.exportTo(f.format, dir.filePath(f.name), {{640, 400}, 96}, &error), qPrintable(error));
        QFile file(dir.filePath(f.name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(f.start.size()) == f.start);
    }
    QCOMPARE(QImage(dir.filePath("c.png")).size(), QSize(640, 400));
    QFile csv(dir.filePath("c.csv"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(csv.readAll()), dock.chartData().toCsv());
}

} // namespace disklab::test
