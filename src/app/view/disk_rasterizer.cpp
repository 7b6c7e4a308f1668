#include "app/view/disk_rasterizer.h"

#include "app/view/bond_order_colour_map.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <utility>

namespace disklab {
namespace {

/// x * a / 255 on the four channels of a premultiplied pixel at once.
inline std::uint32_t byteMul(std::uint32_t x, std::uint32_t a)
{
    std::uint32_t t = (x & 0xff00ffu) * a;
    t = (t + ((t >> 8) & 0xff00ffu) + 0x800080u) >> 8;
    t &= 0xff00ffu;
    x = ((x >> 8) & 0xff00ffu) * a;
    x = x + ((x >> 8) & 0xff00ffu) + 0x800080u;
    x &= 0xff00ff00u;
    return x | t;
}

/// Coordinates beyond this many pixels are off any screen; also keeps int conversions safe.
constexpr double kFarAway = 1e7;

/// Clusters' colours: twelve hues far enough apart to tell neighbouring clusters by, and a
/// grey, the last, for the disks still alone, so the clusters stand out of the gas around them.
constexpr QRgb kClusterShades[] = {qRgb(31, 119, 180), qRgb(214, 39, 40),  qRgb(44, 160, 44),  qRgb(255, 127, 14),
                                   qRgb(148, 103, 189), qRgb(23, 190, 207), qRgb(227, 119, 194), qRgb(140, 86, 75),
                                   qRgb(188, 189, 34), qRgb(0, 0, 128),    qRgb(128, 0, 64),    qRgb(0, 110, 90),
                                   qRgb(175, 175, 175)};
constexpr int kClusterShadeCount = int(std::size(kClusterShades));
constexpr int kLoneShade = kClusterShadeCount - 1;

/// The shade of a cluster's label: labels are disk indices, often neighbours, so they are
/// scattered over the hues by a multiplicative hash first.
int shadeOfLabel(std::int32_t label)
{
    if (label < 0)
        return kLoneShade;
    return int((std::uint32_t(label) * 2654435761u) >> 16) % (kClusterShadeCount - 1);
}

/// The palettes' colours by entry, for the sprites made on first use.
QRgb speedColour(int step)
{
    return SpeedColourMap::colourOfStep(step).rgb();
}
QRgb clusterColour(int shade)
{
    return kClusterShades[shade];
}
QRgb phaseColour(int step)
{
    return BondOrderColourMap::colourOfStep(step).rgb();
}

} // namespace

void DiskRasterizer::prepareStyles(const std::shared_ptr<const Scenario>& scenario)
{
    if (scenario == m_scenario)
        return;
    m_scenario = scenario;
    const auto& disks = scenario->disks;
    m_styleOfDisk.resize(disks.size());
    m_radiusOfDisk.resize(disks.size());
    m_styleColour.clear();
    m_styleRadius.clear();
    m_radii.clear();
    std::map<double, std::uint32_t> radii;
    std::map<std::pair<QRgb, std::uint32_t>, std::uint32_t> styles;
    for (std::size_t i = 0; i < disks.size(); ++i) {
        const Disk& d = disks[i];
        auto [r, newRadius] = radii.try_emplace(d.radius, std::uint32_t(m_radii.size()));
        if (newRadius)
            m_radii.push_back(d.radius);
        const QRgb colour = qRgb(d.colour.r, d.colour.g, d.colour.b);
        auto [s, newStyle] = styles.try_emplace({colour, r->second}, std::uint32_t(m_styleColour.size()));
        if (newStyle) {
            m_styleColour.push_back(colour);
            m_styleRadius.push_back(r->second);
        }
        m_radiusOfDisk[i] = r->second;
        m_styleOfDisk[i] = s->second;
    }
    m_resolvedScale = 0.0;
}

void DiskRasterizer::resolveSprites(double scale, DiskColouring colouring)
{
    if (scale == m_resolvedScale && colouring == m_resolvedColouring)
        return;
    // Sprites of earlier zoom levels pile up while the user zooms; start afresh now and then.
    if (m_sprites.size() > 2048)
        m_sprites.clear();
    m_resolvedScale = scale;
    m_resolvedColouring = colouring;
    m_styleSprites.assign(m_styleColour.size(), nullptr);
    m_speedSprites.assign(m_radii.size() * SpeedColourMap::kSteps, nullptr);
    m_clusterSprites.assign(m_radii.size() * kClusterShadeCount, nullptr);
    m_phaseSprites.assign(m_radii.size() * BondOrderColourMap::kEntries, nullptr);
    if (colouring == DiskColouring::Own) {
        for (std::size_t s = 0; s < m_styleColour.size(); ++s) {
            const double radius = m_radii[m_styleRadius[s]] * scale;
            if (radius <= DiskSprites::kMaxRadius)
                m_styleSprites[s] = &m_sprites.sprite(m_styleColour[s], radius);
        }
    }
}

const DiskSprite* DiskRasterizer::paletteSprite(std::vector<const DiskSprite*>& cache, int entries,
                                                std::uint32_t radiusIndex, int entry, QRgb (*colourOf)(int))
{
    const DiskSprite*& slot = cache[radiusIndex * entries + entry];
    if (!slot) {
        const double radius = m_radii[radiusIndex] * m_resolvedScale;
        if (radius <= DiskSprites::kMaxRadius)
            slot = &m_sprites.sprite(colourOf(entry), radius);
    }
    return slot;
}

QRgb DiskRasterizer::colourOf(std::size_t i, DiskColouring colouring, const SceneState& scene,
                              const SpeedColourMap& speedColours) const
{
    const Snapshot& s = *scene.state;
    switch (colouring) {
    case DiskColouring::Speed:
        return SpeedColourMap::colourOfStep(speedColours.stepForSquaredSpeed(s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i])).rgb();
    case DiskColouring::Cluster:
        return kClusterShades[shadeOfLabel((*scene.clusterLabels)[i])];
    case DiskColouring::BondOrder:
        return BondOrderColourMap::colourOfStep((*scene.bondOrderSteps)[i]).rgb();
    case DiskColouring::Own:
        break;
    }
    return m_styleColour[m_styleOfDisk[i]];
}

void DiskRasterizer::draw(QImage& target, const SceneState& scene, double scale, QPointF origin,
                          DiskColouring colouring, const SpeedColourMap& speedColours)
{
    if (scene.isEmpty() || scene.state->size() != scene.scenario->disks.size())
        return;
    if (colouring == DiskColouring::Cluster && (!scene.clusterLabels || scene.clusterLabels->size() != scene.state->size()))
        colouring = DiskColouring::Own;
    if (colouring == DiskColouring::BondOrder
        && (!scene.bondOrderSteps || scene.bondOrderSteps->size() != scene.state->size()))
        colouring = DiskColouring::Own;
    prepareStyles(scene.scenario);
    resolveSprites(scale, colouring);
    m_largeDisks.clear();

    const double maxRadius = m_radii.empty() ? 0.0 : *std::max_element(m_radii.begin(), m_radii.end()) * scale;
    const double reach = std::min(maxRadius, DiskSprites::kMaxRadius) + 2.0;
    const double width = target.width(), height = target.height();
    const double ox = origin.x(), oy = origin.y();
    const Snapshot& s = *scene.state;
    const std::size_t n = s.size();
    const Canvas canvas{reinterpret_cast<std::uint32_t*>(target.bits()), int(target.bytesPerLine() / 4), target.width(),
                        target.height()};
    for (std::size_t i = 0; i < n; ++i) {
        const double cx = ox + s.x[i] * scale;
        const double cy = oy - s.y[i] * scale;
        if (cx < -reach || cy < -reach || cx > width + reach || cy > height + reach) {
            // Skipped unless it is a disk too big for a sprite that may still reach the screen.
            if (maxRadius <= DiskSprites::kMaxRadius)
                continue;
        }
        const DiskSprite* sprite = nullptr;
        switch (colouring) {
        case DiskColouring::Own:
            sprite = m_styleSprites[m_styleOfDisk[i]];
            break;
        case DiskColouring::Speed:
            sprite = paletteSprite(m_speedSprites, SpeedColourMap::kSteps, m_radiusOfDisk[i],
                                   speedColours.stepForSquaredSpeed(s.vx[i] * s.vx[i] + s.vy[i] * s.vy[i]), speedColour);
            break;
        case DiskColouring::Cluster:
            sprite = paletteSprite(m_clusterSprites, kClusterShadeCount, m_radiusOfDisk[i],
                                   shadeOfLabel((*scene.clusterLabels)[i]), clusterColour);
            break;
        case DiskColouring::BondOrder:
            sprite = paletteSprite(m_phaseSprites, BondOrderColourMap::kEntries, m_radiusOfDisk[i],
                                   (*scene.bondOrderSteps)[i], phaseColour);
            break;
        }
        if (!sprite) {
            m_largeDisks.push_back(std::uint32_t(i));
            continue;
        }
        if (std::abs(cx) > kFarAway || std::abs(cy) > kFarAway)
            continue;
        blend(canvas, *sprite, int(std::floor(cx)) - sprite->half, int(std::floor(cy)) - sprite->half);
    }
    if (m_largeDisks.empty())
        return;

    QPainter painter(&target);
    painter.setRenderHint(QPainter::Antialiasing);
    for (std::uint32_t i : m_largeDisks) {
        const double r = m_radii[m_radiusOfDisk[i]] * scale;
        const QPointF centre(ox + s.x[i] * scale, oy - s.y[i] * scale);
        if (centre.x() + r < 0 || centre.y() + r < 0 || centre.x() - r > width || centre.y() - r > height)
            continue;
        const QColor fill = QColor::fromRgb(colourOf(i, colouring, scene, speedColours));
        painter.setPen(QPen(fill.darker(150), 2.0));
        painter.setBrush(fill);
        painter.drawEllipse(centre, r - 1.0, r - 1.0);
    }
}

void DiskRasterizer::blend(const Canvas& canvas, const DiskSprite& sprite, int left, int top)
{
    const int side = sprite.image.width();
    const int x0 = std::max(0, -left), y0 = std::max(0, -top);
    const int x1 = std::min(side, canvas.width - left), y1 = std::min(side, canvas.height - top);
    if (x0 >= x1 || y0 >= y1)
        return;
    const auto* src = reinterpret_cast<const std::uint32_t*>(sprite.image.constBits());
    const int srcStride = sprite.image.bytesPerLine() / 4;
    std::uint32_t* dst = canvas.pixels;
    const int dstStride = canvas.stride;
    for (int y = y0; y < y1; ++y) {
        const std::uint32_t* s = src + y * srcStride;
        std::uint32_t* d = dst + (top + y) * dstStride + left;
        for (int x = x0; x < x1; ++x) {
            const std::uint32_t p = s[x];
            const std::uint32_t alpha = p >> 24;
            if (alpha == 255)
                d[x] = p;
            else if (alpha != 0)
                d[x] = p + byteMul(d[x], 255 - alpha);
        }
    }
}

} // namespace disklab
