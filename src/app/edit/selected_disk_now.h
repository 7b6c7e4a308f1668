#pragma once
// What the selected disk is doing now, in the running simulation: its position, velocity and
// speed at the latest frame's time. The Selection fields below it edit the initial state
// (t = 0); this read-out follows the run, a few times a second so that it can be read, in the
// window's units.

#include "app/units/unit_system.h"
#include "runtime/frame_snapshot.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QLabel;

namespace disklab {

class ScenarioDocument;

class SelectedDiskNow : public QWidget {
    Q_OBJECT
public:
    explicit SelectedDiskNow(ScenarioDocument& document, QWidget* parent = nullptr);

    /// Takes the run's latest frame; the text follows at most every kRefreshMs.
    void showFrame(FramePtr frame);
    /// Reads in `units` from now on.
    void setUnits(const UnitSystem& units);

    /// Milliseconds between refreshes of the text while a run plays: slow enough to read.
    static constexpr qint64 kRefreshMs = 250;

private:
    void refresh();

    ScenarioDocument& m_document;
    QLabel* m_text;
    FramePtr m_frame;
    UnitSystem m_units;
    QElapsedTimer m_sinceRefresh;
    /// Brings a frame that arrived too soon after a refresh on screen once the period is over,
    /// so the last frame of a run (at a pause) is always shown.
    QTimer m_pending;
};

} // namespace disklab
