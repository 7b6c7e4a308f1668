#pragma once
// Maps simulation coordinates (y up) to widget pixels (y down) and back: zoom and pan.

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace disklab {

class ViewTransform {
public:
    /// Scale and centre so `world` fills `viewport` (logical pixels) with `marginPixels` around.
    void fit(const QRectF& world, const QRectF& viewport, double marginPixels);
    /// Multiplies the scale by `factor`, keeping the world point under `anchor` (pixels) still.
    void zoomAt(double factor, const QPointF& anchor);
    /// Moves the picture by `pixels`.
    void panBy(const QPointF& pixels);

    /// Pixels per world unit.
    double scale() const { return m_scale; }
    QPointF toScreen(double x, double y) const { return {m_origin.x() + x * m_scale, m_origin.y() - y * m_scale}; }
    QPointF toWorld(const QPointF& screen) const
    {
        return {(screen.x() - m_origin.x()) / m_scale, (m_origin.y() - screen.y()) / m_scale};
    }
    /// Screen position of the world origin, pixels.
    QPointF origin() const { return m_origin; }

private:
    double m_scale = 1.0;
    QPointF m_origin;
};

} // namespace disklab
