#pragma once
// Enlarges chart fonts for one export and puts them back: the exported file can carry larger
// text (for a projector) while the chart on screen keeps its own. Or keeps them enlarged, for
// a chart on a projector.

#include <QFont>

#include <functional>
#include <vector>

namespace disklab {

class ScaledFonts {
public:
    using Setter = std::function<void(const QFont&)>;

    explicit ScaledFonts(double scale);
    /// Gives every font added back its own size, in the order they were added. GUI thread.
    ~ScaledFonts();
    ScaledFonts(const ScaledFonts&) = delete;
    ScaledFonts& operator=(const ScaledFonts&) = delete;

    /// Notes a font now `font`, which `set` changes. Add a parent before its children: a parent
    /// that hands its font down (a legend to its items) is then overridden by each child's own,
    /// on the way in and back.
    void add(const QFont& font, Setter set);
    /// Multiplies every font added by the scale. All are noted first, so a font a parent hands
    /// down is never taken for a child's own and scaled twice. GUI thread.
    void apply();
    /// Leaves the fonts as apply() made them: nothing is put back. GUI thread.
    void keep() { m_saved.clear(); }

private:
    struct Saved {
        QFont font;
        Setter set;
    };
    double m_scale;
    std::vector<Saved> m_saved;
};

/// `font` `scale` times as large, in the unit it was given in (points or pixels).
QFont scaledFont(const QFont& font, double scale);

} // namespace disklab
