#pragma once
// One side of comparison mode: a SimulationView of one engine, with (for the time-driven
// engine) overlapping disks and disks in a missed collision ringed, and a legend. The title and
// the legend sit in a strip above the fitted box, never on it.

#include "app/view/simulation_view.h"

#include <vector>

namespace disklab {

class ComparisonPane : public SimulationView {
    Q_OBJECT
public:
    /// `title` is drawn in the top-left corner. GUI thread.
    ComparisonPane(const QString& title, bool showHighlightLegend, QWidget* parent = nullptr);

    /// Disks to ring: overlapping (red) and in a missed collision (magenta), ascending indices.
    /// The legend counts pairs, as the metrics table does, not the ringed disks (a disk
    /// overlapping two others is one ring but two pairs): `overlappingPairs` now, and the
    /// `missedCollisions` behind the magenta rings. GUI thread.
    void setHighlights(std::vector<std::int32_t> overlapping, std::vector<std::int32_t> missed,
                       std::int64_t overlappingPairs, std::int64_t missedCollisions);

    /// The legend's lines (overlaps, missed collisions); empty for a pane without a legend.
    QStringList legend() const;
    /// Where the title and the legend are drawn (the legend's rectangle is empty without one).
    QRect titleRect() const;
    QRect legendRect() const;

protected:
    QMargins legendMargins() const override;
    void paintEvent(QPaintEvent* event) override;

private:
    /// The legend's height, reserved in every pane so both boxes are drawn at one scale.
    int legendHeight() const;

    QString m_title;
    bool m_legend;
    std::vector<std::int32_t> m_overlapping, m_missed;
    std::int64_t m_overlappingPairs = 0;
    std::int64_t m_missedCollisions = 0;
};

} // namespace disklab
