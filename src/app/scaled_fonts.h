#pragma once
// Enlarges chart fonts for one export and puts them back: the exported file can carry larger
// text (for a projector) while the chart on screen keeps its own.

#include <QByteArray>
#include <QFont>
#include <QPointer>

#include <initializer_list>
#include <vector>

class QObject;

namespace disklab {

class ScaledFonts {
public:
    explicit ScaledFonts(double scale);
    /// Restores every font apply() changed, in the order they were added. GUI thread.
    ~ScaledFonts();
    ScaledFonts(const ScaledFonts&) = delete;
    ScaledFonts& operator=(const ScaledFonts&) = delete;

    /// Notes the QFont properties `properties` of `object` for scaling; names the object lacks
    /// are skipped. Add a parent before its children: a parent that hands its font down (a
    /// legend to its items) is then overridden by each child's own, on the way in and back.
    void add(QObject* object, std::initializer_list<const char*> properties);
    /// Multiplies every font added by the scale. All are noted first, so a font a parent hands
    /// down is never taken for a child's own and scaled twice. GUI thread.
    void apply();

private:
    struct Saved {
        QPointer<QObject> object;
        QByteArray property;
        QFont font;
    };
    double m_scale;
    std::vector<Saved> m_saved;
};

/// `font` `scale` times as large, in the unit it was given in (points or pixels).
QFont scaledFont(const QFont& font, double scale);

} // namespace disklab
