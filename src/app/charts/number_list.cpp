#include "app/charts/number_list.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

namespace disklab {

std::optional<std::vector<double>> parseNumberList(const QString& text)
{
    static const QRegularExpression separators(QStringLiteral("[,;\\s\\x{FF0C}\\x{3001}\\x{FF1B}]+"));
    std::vector<double> numbers;
    for (const QString& part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const double value = QLocale::c().toDouble(part, &ok);
        if (!ok)
            return std::nullopt;
        numbers.push_back(value);
    }
    if (numbers.empty())
        return std::nullopt;
    return numbers;
}

QString formatNumberList(const std::vector<double>& numbers)
{
    QStringList parts;
    for (double value : numbers)
        parts << QString::number(value, 'f', QLocale::FloatingPointShortest);  // 100000, never 1e+05
    return parts.join(QStringLiteral(", "));
}

} // namespace disklab
