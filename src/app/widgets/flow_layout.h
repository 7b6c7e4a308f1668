#pragma once
// A layout that places its items left to right and starts a new row when the next one does not
// fit, so a row of controls never sets a wider minimum than its widest item (a dock's controls
// wrap instead of squeezing the central view or clipping a translated label).

#include <QLayout>
#include <QList>

namespace disklab {

class FlowLayout : public QLayout {
public:
    /// `spacing` is the gap between items, both across and between rows (pixels).
    explicit FlowLayout(int spacing = 6, QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    /// Lays the items out in `rect` (only measures when `apply` is false); returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    int m_gap;
};

} // namespace disklab
