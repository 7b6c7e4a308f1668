#include "io/load_error.h"

namespace disklab {

QString LoadError::toString() const
{
    QString text = file;
    if (line > 0)
        text += QLatin1Char(':') + QString::number(line);
    if (!field.isEmpty())
        text += QLatin1String(": ") + field;
    return text + QLatin1String(": ") + message;
}

} // namespace disklab
