#include "app/scaled_fonts.h"

#include <QObject>
#include <QVariant>

#include <algorithm>

namespace disklab {

QFont scaledFont(const QFont& font, double scale)
{
    QFont scaled = font;
    if (font.pointSizeF() > 0.0)
        scaled.setPointSizeF(font.pointSizeF() * scale);
    else
        scaled.setPixelSize(std::max(1, qRound(font.pixelSize() * scale)));
    return scaled;
}

ScaledFonts::ScaledFonts(double scale) : m_scale(scale)
{
}

ScaledFonts::~ScaledFonts()
{
    for (const Saved& saved : m_saved)
        if (saved.object)
            saved.object->setProperty(saved.property.constData(), saved.font);
}

void ScaledFonts::add(QObject* object, std::initializer_list<const char*> properties)
{
    for (const char* property : properties) {
        const QVariant value = object->property(property);
        if (value.metaType().id() != QMetaType::QFont)
            continue;
        m_saved.push_back({object, property, value.value<QFont>()});
    }
}

void ScaledFonts::apply()
{
    for (const Saved& saved : m_saved)
        if (saved.object)
            saved.object->setProperty(saved.property.constData(), scaledFont(saved.font, m_scale));
}

} // namespace disklab
