#include "app/view/disk_sprites.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace disklab {

const DiskSprite& DiskSprites::sprite(QRgb colour, double radius)
{
    const auto quarters = static_cast<std::uint64_t>(std::clamp(std::lround(radius * 4.0), 1L, long(kMaxRadius * 4)));
    const std::uint64_t key = (quarters << 32) | (colour & 0xffffffu);
    auto found = m_sprites.find(key);
    if (found == m_sprites.end())
        found = m_sprites.emplace(key, render(colour, quarters / 4.0)).first;
    return found->second;
}

DiskSprite DiskSprites::render(QRgb colour, double radius)
{
    DiskSprite sprite;
    sprite.half = static_cast<int>(std::ceil(radius)) + 1;
    const int side = 2 * sprite.half + 1;
    sprite.image = QImage(side, side, QImage::Format_ARGB32_Premultiplied);
    sprite.image.fill(Qt::transparent);
    QPainter painter(&sprite.image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = QColor::fromRgb(colour);
    const QPointF centre(sprite.half + 0.5, sprite.half + 0.5);
    painter.setPen(Qt::NoPen);
    if (radius >= 3.0) {
        // A darker rim keeps touching disks of one colour apart.
        painter.setBrush(fill.darker(150));
        painter.drawEllipse(centre, radius, radius);
        const double rim = std::clamp(radius * 0.12, 0.6, 2.0);
        painter.setBrush(fill);
        painter.drawEllipse(centre, radius - rim, radius - rim);
    } else if (radius >= 1.0) {
        painter.setBrush(fill);
        painter.drawEllipse(centre, radius, radius);
    } else {
        // Below a pixel an antialiased disk is a faint smudge; one solid pixel reads better.
        painter.end();
        sprite.image.setPixel(sprite.half, sprite.half, fill.rgba());
    }
    return sprite;
}

} // namespace disklab
