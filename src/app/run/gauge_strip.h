#pragma once
// The gauges side by side, in one row across the window (Lesson Mode): each reading a tile with
// its caption over its digits. The digits are as tall as the lesson asks where the row has the
// room, and shrink until the row fits where it has not (a 1024-pixel projector, a reading that
// grows a digit): a second row would take the view's height, a cut tile a reading.

#include <QList>
#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace disklab {

class GaugeStrip : public QWidget {
    Q_OBJECT
public:
    explicit GaugeStrip(QWidget* parent = nullptr);

    /// Adds a tile: `caption` over `digits`, with `below` (buttons, say) under them if given.
    /// Returns the tile, to hide when the reading means nothing for the scenario shown.
    QWidget* addTile(QLabel* caption, QLabel* digits, QWidget* below = nullptr);
    /// Adds `widget` as a tile of its own, in the text's size.
    void addWidget(QWidget* widget);
    /// Draws the digits `pixels` tall where the row has the room, smaller where it has not.
    void setDigitHeight(int pixels);
    /// The digits' height as drawn now, in pixels.
    int shownDigitHeight() const { return m_shown; }

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Sets the digits to the tallest size up to the one asked for at which the row fits.
    void fit();
    void showDigits(int pixels);
    bool rowFits() const;

    QHBoxLayout* m_row;
    QList<QLabel*> m_digits;
    int m_wanted = 0;
    int m_shown = 0;
};

} // namespace disklab
