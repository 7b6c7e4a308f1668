#pragma once
// The gauges side by side, in a strip across the window (Lesson Mode): each reading a tile with
// its title over its value, the tiles wrapping onto another row when the window is too narrow
// for all. A dock area does not ask its docks for their height at a width, so the strip keeps
// its own height to what its rows need at the width it has.

#include <QWidget>

class QLabel;

namespace disklab {

class FlowLayout;

class GaugeStrip : public QWidget {
    Q_OBJECT
public:
    explicit GaugeStrip(QWidget* parent = nullptr);

    /// Adds a tile: `title` over `value`, with `below` (buttons, say) under them if given.
    /// Returns the tile, to hide when the reading means nothing for the scenario shown.
    QWidget* addTile(QLabel* title, QWidget* value, QWidget* below = nullptr);
    /// Adds `widget` as a tile of its own.
    void addWidget(QWidget* widget);

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitHeight();

    FlowLayout* m_tiles;
};

} // namespace disklab
