#pragma once
// Draws all disks of a scene into an image in one pass: disks are grouped into styles (colour
// and radius) once per scenario, each style gets a sprite once per zoom level, and each frame
// is a loop of clipped sprite blends with off-screen disks skipped. No allocation per frame.

#include "app/view/disk_sprites.h"
#include "app/view/scene_state.h"
#include "app/view/speed_colour_map.h"

#include <QImage>
#include <QPointF>

#include <cstdint>
#include <memory>
#include <vector>

namespace disklab {

/// The disks' own colours, a colour for their speed, one for the cluster each belongs to
/// (SceneState::clusterLabels; a disk alone in grey), or one for the phase of its bond order
/// (SceneState::bondOrderSteps).
enum class DiskColouring { Own, Speed, Cluster, BondOrder };

class DiskRasterizer {
public:
    /// Draws `scene`'s disks into `target` (Format_ARGB32_Premultiplied). `scale` is device
    /// pixels per world unit and `origin` the device position of the world origin (y up).
    /// GUI thread.
    void draw(QImage& target, const SceneState& scene, double scale, QPointF origin, DiskColouring colouring,
              const SpeedColourMap& speedColours);

private:
    void prepareStyles(const std::shared_ptr<const Scenario>& scenario);
    void resolveSprites(double scale, DiskColouring colouring);
    /// The sprite of entry `entry` of a palette of `entries` colours at a radius, made on first
    /// use (its colour `colourOf(entry)` asked then only) and kept in `cache` (radius index *
    /// entries + entry) until the zoom changes.
    const DiskSprite* paletteSprite(std::vector<const DiskSprite*>& cache, int entries, std::uint32_t radiusIndex,
                                    int entry, QRgb (*colourOf)(int));
    /// The colour of disk i under `colouring`.
    QRgb colourOf(std::size_t i, DiskColouring colouring, const SceneState& scene, const SpeedColourMap& speedColours) const;
    /// Device pixels of the target for the blends of one frame.
    struct Canvas {
        std::uint32_t* pixels;
        int stride;  ///< pixels per row
        int width;
        int height;
    };
    static void blend(const Canvas& canvas, const DiskSprite& sprite, int left, int top);

    DiskSprites m_sprites;
    std::shared_ptr<const Scenario> m_scenario;  // keeps the cached styles' scenario alive
    std::vector<std::uint32_t> m_styleOfDisk;
    std::vector<std::uint32_t> m_radiusOfDisk;
    std::vector<QRgb> m_styleColour;
    std::vector<std::uint32_t> m_styleRadius;
    std::vector<double> m_radii;

    double m_resolvedScale = 0.0;
    DiskColouring m_resolvedColouring = DiskColouring::Own;
    std::vector<const DiskSprite*> m_styleSprites;
    std::vector<const DiskSprite*> m_speedSprites;  // radius index * steps + step, resolved lazily
    std::vector<const DiskSprite*> m_clusterSprites;  // radius index * shades + shade, resolved lazily
    std::vector<const DiskSprite*> m_phaseSprites;  // radius index * phase steps + step, resolved lazily
    std::vector<std::uint32_t> m_largeDisks;
};

} // namespace disklab
