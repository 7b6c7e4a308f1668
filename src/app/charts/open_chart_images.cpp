#include "app/charts/open_chart_images.h"

#include "app/charts/chart_dock.h"

#include <QAction>
#include <QImage>

#include <algorithm>

namespace disklab {
namespace {

/// The width every chart is laid out at, in pixels of the screen: the report's charts are shown
/// this wide on its page, so a window chart lines up with them whatever its dock's width.
constexpr int kLayoutWidth = 500;
/// Drawn at this many image pixels per layout pixel.
constexpr int kSharpness = 2;
/// The height-to-width ratio of a chart whose dock is tabbed away and has no size of its own.
constexpr double kUsualAspect = 0.6;
/// Bounds on the ratio, so a dock squeezed flat or stretched tall still makes a readable chart.
constexpr double kFlattest = 0.35, kTallest = 1.2;

QSize layoutSize(const ChartDock& dock)
{
    const QSize shown = dock.isVisible() ? dock.size() : QSize();
    const double aspect = shown.isValid() && shown.width() > 0
                              ? std::clamp(double(shown.height()) / shown.width(), kFlattest, kTallest)
                              : kUsualAspect;
    return {kLayoutWidth, static_cast<int>(kLayoutWidth * aspect)};
}

} // namespace

std::vector<WindowChart> openChartImages(const QWidget& window)
{
    std::vector<WindowChart> charts;
    for (ChartDock* dock : window.findChildren<ChartDock*>()) {
        if (!dock->toggleViewAction()->isChecked())
            continue;
        const QSize layout = layoutSize(*dock);
        QImage image(layout * kSharpness, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        if (!dock->paintChart(image, layout, 1.0))
            continue;
        // Numbered, so two docks that name their files alike keep an image each.
        const QString fileName = QStringLiteral("window-%1-%2.png").arg(charts.size() + 1).arg(dock->chartFileName());
        charts.push_back({dock->windowTitle(), fileName, image});
    }
    return charts;
}

} // namespace disklab
