#pragma once
// Pre-rendered, antialiased disk images, one per colour and radius in device pixels. Drawing
// a frame then costs one small blend per disk instead of a path fill.

#include <QImage>
#include <QRgb>

#include <cstdint>
#include <unordered_map>

namespace disklab {

struct DiskSprite {
    QImage image;  ///< Format_ARGB32_Premultiplied, the disk centred
    int half = 0;  ///< offset from the top-left pixel to the centre pixel
};

class DiskSprites {
public:
    /// Largest radius (device pixels) drawn from a sprite; larger disks are painted directly.
    static constexpr double kMaxRadius = 96.0;

    /// The sprite for `colour` at `radius` device pixels (quantised to a quarter pixel).
    /// The reference stays valid until clear(). GUI thread.
    const DiskSprite& sprite(QRgb colour, double radius);
    /// Drops every sprite, e.g. when the cache grows large after much zooming.
    void clear() { m_sprites.clear(); }
    std::size_t size() const { return m_sprites.size(); }

private:
    static DiskSprite render(QRgb colour, double radius);
    std::unordered_map<std::uint64_t, DiskSprite> m_sprites;
};

} // namespace disklab
