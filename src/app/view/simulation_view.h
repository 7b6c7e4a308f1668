#pragma once
// The simulation picture: box, walls, piston and interior walls, every disk (own colours, or coloured by speed or
// by the phase of its bond order psi6),
// trails of selected disks, zoom, pan and selection, and an optional frame-rate overlay.
// One widget painted with QPainter plus a sprite rasterizer; no widget or item per disk.

#include "app/document/disk_selection.h"
#include "app/view/bond_order_phases.h"
#include "app/view/charge_marks.h"
#include "app/view/disk_rasterizer.h"
#include "app/view/frame_rate_counter.h"
#include "app/units/unit_system.h"
#include "app/view/scene_state.h"
#include "app/view/speed_colour_map.h"
#include "app/view/trail_recorder.h"
#include "app/view/view_transform.h"

#include <QImage>
#include <QPointer>
#include <QWidget>

#include <functional>

class QTimer;

namespace disklab {

class SimulationView : public QWidget {
    Q_OBJECT
public:
    explicit SimulationView(QWidget* parent = nullptr);

    /// Shows a moment of a run at the next repaint. Cheap: keeps the pointers, records trails;
    /// a new scenario clears the selection and the trails. GUI thread.
    void showScene(SceneState scene);
    /// Shows the scenario being edited (a scene made on the GUI thread at each edit): keeps the
    /// selection and the zoom, drops trails. GUI thread.
    void showEditedScene(SceneState scene);
    /// What the view draws now (empty before the first scene).
    const SceneState& scene() const { return m_scene; }

    /// Colours disks by speed (on), or back by their own colours (off, if colouring by speed).
    void setColourBySpeed(bool on);
    bool colourBySpeed() const { return m_colouring == DiskColouring::Speed; }
    /// Colours disks by the phase of their psi6 (on; measured off the GUI thread a few times a
    /// second, view/bond_order_phases.h), or back by their own colours (off, if colouring so).
    void setColourByBondOrder(bool on);
    bool colourByBondOrder() const { return m_colouring == DiskColouring::BondOrder; }
    /// The bond-order colouring's measurements (the steps drawn, whether one is under way).
    const BondOrderPhases& bondOrderPhases() const { return m_phases; }
    /// Draws the paths of the selected disks.
    void setTrailsEnabled(bool on);
    bool trailsEnabled() const { return m_trailsEnabled; }
    void setFrameRateOverlay(bool on);
    /// The units the walls' and the piston's tags read in.
    void setUnits(const UnitSystem& units);
    const UnitSystem& units() const { return m_units; }

    /// Shows, and lets clicks change, `selection` instead of the view's own (until `selection`
    /// is destroyed): the main window's view shares the document's. A click selects only among
    /// the first `selectableDisks()` disks, when given: the document's, not those the lab's
    /// pump added to the run. GUI thread.
    void useSelection(DiskSelection& selection, std::function<int()> selectableDisks = {});
    DiskSelection& selection() const { return m_sharedSelection ? *m_sharedSelection : *m_ownSelection; }

    /// The disk under `screen` (widget pixels; a few pixels of slop keep small disks
    /// clickable), the nearest centre winning; -1 if none.
    int diskAt(const QPointF& screen) const;

    /// Lets the mouse take a run's free piston: a press on it and a drag report where the user
    /// moves it (pistonGrabbed, pistonDragged, pistonLetGo) instead of panning, and the pointer
    /// shows it can be dragged. Off by default: the comparison's panes show a run they cannot change.
    void setPistonHandEnabled(bool on);
    /// Whether `screen` (widget pixels) is on the free piston of the run shown, or its rod.
    bool isOnPiston(const QPointF& screen) const;

    /// Where the legend of the speed or bond-order colours is drawn; empty when disks have
    /// their own colours.
    QRect colourLegendRect() const;
    /// The box (walls at their current positions) on the screen, pixels.
    QRectF boxOnScreen() const;

    const FrameRateCounter& frameRate() const { return m_frameRate; }
    FrameRateCounter& frameRate() { return m_frameRate; }
    const ViewTransform& transform() const { return m_transform; }

public slots:
    /// Fits the box into the view and keeps it fitted on resize until the user zooms or pans.
    void zoomToFit();
    void zoomIn();
    void zoomOut();

signals:
    /// The view now shows `scene`: a moment of the run, or (`edited`) the scenario being edited.
    void sceneShown(const disklab::SceneState& scene, bool edited);
    /// About twice a second: frames painted in the last second and mean paint time (ms).
    void frameRateUpdated(double framesPerSecond, double meanPaintMs);
    /// The user pressed on the run's free piston (setPistonHandEnabled).
    void pistonGrabbed();
    /// ... moved it to x (scenario units) ...
    void pistonDragged(double x);
    /// ... and let it go.
    void pistonLetGo();

protected:
    /// Strips along the edges kept free of the fitted box for legends drawn there, so no legend
    /// covers the box or its disks: the colour legend's strip at the bottom when colouring by
    /// speed or bond order. Subclasses with legends of their own add theirs.
    virtual QMargins legendMargins() const;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QRectF worldBounds() const;
    void zoomBy(double factor, const QPointF& anchor);
    /// Tracks the trails of the selected disks and repaints the rings.
    void followSelection();
    void selectAt(const QPointF& screen, bool adding);
    void paintBox(QPainter& painter) const;
    /// A thermal wall's label: its kT on a tag of its colour, inside the box.
    void paintWallBadge(QPainter& painter, Side side, QPointF middle, const QString& text, const QColor& colour,
                        bool inside) const;
    void paintCylinder(QPainter& painter, const Scenario& scenario, double piston) const;
    void paintPumpOpening(QPainter& painter, const Scenario& scenario, const Pump& pump) const;
    /// kT of the scenario's disks as it starts: thermal walls above it heat, below it cool.
    static double startingTemperature(const Scenario& scenario);
    /// Interior walls: solid while standing, a faint dashed line once removed.
    void paintSegments(QPainter& painter) const;
    void paintTrails(QPainter& painter) const;
    void paintSelection(QPainter& painter) const;
    void paintFrameRate(QPainter& painter) const;
    void updateSpeedScale();
    /// Turns `colouring` on, or off when `on` is false and it is the one shown.
    void chooseColouring(DiskColouring colouring, bool on);
    /// The scene as drawn: with the latest bond-order steps of its trajectory.
    SceneState sceneToDraw() const;

    SceneState m_scene;
    ViewTransform m_transform;
    DiskRasterizer m_rasterizer;
    ChargeMarks m_chargeMarks;
    UnitSystem m_units;
    SpeedColourMap m_speedColours;
    BondOrderPhases m_phases;
    TrailRecorder m_trails;
    FrameRateCounter m_frameRate;
    QImage m_canvas;
    QTimer* m_frameRateTimer = nullptr;

    DiskColouring m_colouring = DiskColouring::Own;
    bool m_trailsEnabled = true;
    bool m_showFrameRate = false;
    bool m_autoFit = true;
    DiskSelection* m_ownSelection;
    QPointer<DiskSelection> m_sharedSelection;
    std::function<int()> m_selectableDisks;  // how many of the first disks a click may select
    std::uint64_t m_speedScaleGeneration = 0;

    QPointF m_pressPosition;
    QPointF m_lastDragPosition;
    bool m_dragging = false;
    bool m_pistonHandEnabled = false;
    bool m_sceneEdited = false;  // the scenario being edited, not a run: no piston to take
    bool m_holdingPiston = false;
};

} // namespace disklab
