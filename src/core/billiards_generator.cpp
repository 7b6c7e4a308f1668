#include "core/billiards_generator.h"

#include "core/common_parameters.h"
#include "core/generator_support.h"

#include <array>
#include <cmath>
#include <numbers>
#include <string>

namespace disklab {

using generation::number;
using generation::require;
using generation::rgb;

namespace {

// Pool colours: yellow, blue, red, purple, orange, green, maroon, then the black eight.
constexpr std::array<Colour, 8> kBallColours{rgb(0xf2c500), rgb(0x1f4ed8), rgb(0xd62d20), rgb(0x6a2c91),
                                              rgb(0xf27c00), rgb(0x138a36), rgb(0x7b1e1e), rgb(0x111111)};
constexpr Colour kCueColour = rgb(0xf4f4ee);

} // namespace

Scenario generateBilliards(const BilliardsParameters& p)
{
    require(p.rows >= 1 && p.rows <= 40, "rows", "must be from 1 to 40, got " + std::to_string(p.rows));
    generation::requirePositive(p.radius, "radius");
    generation::requirePositive(p.mass, "mass");
    generation::requirePositive(p.cueSpeed, "cueSpeed", true);
    require(std::isfinite(p.cueAngle), "cueAngle", "must be finite");
    generation::requirePositive(p.tableWidth, "tableWidth");
    generation::requirePositive(p.tableHeight, "tableHeight");
    generation::requirePositive(p.gap, "gap", true);
    generation::requirePositive(p.jitter, "jitter", true);
    require(p.jitter < p.gap / 3.0 || p.jitter == 0.0, "jitter",
            "must be less than a third of the gap (" + number(p.gap / 3.0) + ") so racked balls cannot overlap");

    const double pitch = 2.0 * p.radius + p.gap;          // centre distance within a row
    const double rowStep = pitch * std::sqrt(3.0) / 2.0;  // between rows
    const double apexX = 0.625 * p.tableWidth;
    const double middle = 0.5 * p.tableHeight;
    const double margin = p.radius + p.jitter;
    require(apexX + (p.rows - 1) * rowStep + margin < p.tableWidth, "rows",
            std::to_string(p.rows) + " rows do not fit the table's length; use fewer rows or a longer table");
    require(0.5 * (p.rows - 1) * pitch + margin < middle, "rows",
            std::to_string(p.rows) + " rows do not fit the table's width; use fewer rows or a wider table");
    const double cueX = 0.25 * p.tableWidth;
    require(cueX + p.radius < apexX - margin && cueX > p.radius, "tableWidth", "the table is too short for the cue ball");

    Scenario s;
    s.width = p.tableWidth;
    s.height = p.tableHeight;
    s.seed = p.seed;
    Disk cue;
    cue.x = cueX;
    cue.y = middle;
    const double angle = p.cueAngle * std::numbers::pi / 180.0;
    cue.vx = p.cueSpeed * std::cos(angle);
    cue.vy = p.cueSpeed * std::sin(angle);
    cue.radius = p.radius;
    cue.mass = p.mass;
    cue.colour = kCueColour;
    cue.label = "cue";
    s.disks.push_back(cue);

    Random random(p.seed);
    int ballNumber = 0;
    for (int row = 0; row < p.rows; ++row) {
        for (int k = 0; k <= row; ++k) {
            Disk ball;
            ball.x = apexX + row * rowStep + p.jitter * (2.0 * random.uniform() - 1.0);
            ball.y = middle + (k - 0.5 * row) * pitch + p.jitter * (2.0 * random.uniform() - 1.0);
            ball.radius = p.radius;
            ball.mass = p.mass;
            ball.colour = kBallColours[static_cast<std::size_t>(ballNumber % 7)];
            ball.label = std::to_string(++ballNumber);
            s.disks.push_back(ball);
        }
    }
    // The eight ball is black, as on a pool table.
    if (s.disks.size() > 8)
        s.disks[8].colour = kBallColours[7];

    s.engine.dt = generation::suggestedTimeStep(s);
    s.title = "Billiards break";
    char description[200];
    std::snprintf(description, sizeof description, "A cue ball at speed %g hits a rack of %d balls (%d rows) on a %g x %g table.",
                  p.cueSpeed, ballNumber, p.rows, p.tableWidth, p.tableHeight);
    s.description = description;
    return s;
}

GeneratorDescriptor describeBilliards()
{
    using P = BilliardsParameters;
    return describe::generator<P>("billiards", DISKLAB_TR_NOOP("GeneratorCatalog", "Billiards"),
        DISKLAB_TR_NOOP("GeneratorCatalog", "A triangular rack and a cue ball."), generateBilliards,
        {
            describe::integer(&P::rows,
                {"rows", "N", DISKLAB_TR_NOOP("GeneratorCatalog", "Rack rows"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Rows of the rack (1, 3, 6, 10, 15, ... balls).")},
                1, 40),
            describe::radius(&P::radius, DISKLAB_TR_NOOP("GeneratorCatalog", "Ball radius.")),
            describe::mass(&P::mass, DISKLAB_TR_NOOP("GeneratorCatalog", "Ball mass.")),
            describe::real(&P::cueSpeed,
                {"cue-speed", "V", DISKLAB_TR_NOOP("GeneratorCatalog", "Cue speed"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Speed of the cue ball."), {"cueSpeed"}},
                0.0, describe::kUnbounded),
            describe::real(&P::cueAngle,
                {"cue-angle", "DEG", DISKLAB_TR_NOOP("GeneratorCatalog", "Cue angle (°)"),
                    DISKLAB_TR_NOOP(
                        "GeneratorCatalog", "Direction of the cue ball in degrees from +x (0 aims at the apex)."),
                    {"cueAngle"}},
                -360.0, 360.0),
            describe::size(&P::tableWidth, &P::tableHeight,
                {"table", "WxH", DISKLAB_TR_NOOP("GeneratorCatalog", "Table size"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Table width and height."), {"tableWidth", "tableHeight"}},
                0.0001, describe::kUnbounded),
            describe::real(&P::gap,
                {"gap", "G", DISKLAB_TR_NOOP("GeneratorCatalog", "Gap"),
                    DISKLAB_TR_NOOP("GeneratorCatalog", "Space between neighbouring rack balls.")},
                0.0, describe::kUnbounded),
            describe::real(&P::jitter,
                {"jitter", "J", DISKLAB_TR_NOOP("GeneratorCatalog", "Jitter"),
                    DISKLAB_TR_NOOP("GeneratorCatalog",
                        "Random displacement of each rack ball, up to this along x and y (< gap / 3).")},
                0.0, describe::kUnbounded),
            describe::randomSeed(&P::seed, DISKLAB_TR_NOOP("GeneratorCatalog", "Random seed of the jitter.")),
        });
}

} // namespace disklab
