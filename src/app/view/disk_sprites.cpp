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
    if (radius < 1.0) {
        // Below a pixel an antialiased disk is a faint smudge; one solid pixel reads better,
        // and a sprite of that pixel alone keeps a million of them cheap to blend.
        sprite.image = QImage(1, 1, QImage::Format_ARGB32_Premultiplied);
        sprite.image.setPixel(0, 0, QColor::fromRgb(colour).rgba());
        return sprite;
    }
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
    } else {
        painter.setBrush(fill);
        painter.drawEllipse(centre, radius, radius);
    }
    return sprite;
}

} // namespace disklab
