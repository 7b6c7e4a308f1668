#pragma once
// A chart's legend in lines that wrap at the chart's width. Qt Charts draws each legend label on
// one line and ends one too long for its share in "…" ("Maxwell-Boltzm…" beside "all disks" in
// a 4:3 projector's lesson panel): where its entries do not fit in one row, its legend is hidden
// and this one, drawn in the chart below the axes, shows them whole, in the legend's font and
// colours. Being part of the chart, it is in an export as on the screen.

#include <QObject>
#include <QString>

class QChart;
class QGraphicsTextItem;

namespace disklab {

class WrappedChartLegend : public QObject {
    Q_OBJECT
public:
    /// Watches `chart` (which owns it) from now on.
    explicit WrappedChartLegend(QChart& chart);

    /// Shows the legend's present entries, whole, in the way that fits; call after changing
    /// the series or their names. GUI thread.
    void refresh();
    /// Whether the entries are shown wrapped (Qt Charts' legend hidden).
    bool isShown() const;
    /// The entries as shown when wrapped, without their markers, for tests.
    QString plainText() const;

private:
    QString entriesHtml() const;
    bool fitsInOneRow() const;
    void reserveHeight(int height);

    QChart& m_chart;
    QGraphicsTextItem* m_text;
    QString m_html;      // the entries shown
    int m_reserved = 0;  // pixels added to the chart's bottom margin
};

} // namespace disklab
