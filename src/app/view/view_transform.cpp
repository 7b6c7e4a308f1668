#include "app/view/view_transform.h"

#include <algorithm>

namespace disklab {

void ViewTransform::fit(const QRectF& world, const QRectF& viewport, double marginPixels)
{
    if (world.width() <= 0.0 || world.height() <= 0.0)
        return;
    const double w = std::max(1.0, viewport.width() - 2 * marginPixels);
    const double h = std::max(1.0, viewport.height() - 2 * marginPixels);
    m_scale = std::min(w / world.width(), h / world.height());
    const QPointF centre = world.center();
    const QPointF middle = viewport.center();
    m_origin = QPointF(middle.x() - centre.x() * m_scale, middle.y() + centre.y() * m_scale);
}

void ViewTransform::zoomAt(double factor, const QPointF& anchor)
{
    const QPointF world = toWorld(anchor);
    m_scale = std::clamp(m_scale * factor, 1e-6, 1e9);
    m_origin = QPointF(anchor.x() - world.x() * m_scale, anchor.y() + world.y() * m_scale);
}

void ViewTransform::panBy(const QPointF& pixels)
{
    m_origin += pixels;
}

} // namespace disklab
