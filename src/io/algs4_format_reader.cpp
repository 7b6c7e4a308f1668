// scenarioFromAlgs4: the reading half of algs4_format.h.
#include "io/algs4_format.h"
#include "io/number_text.h"
#include "io/problem_report.h"

#include <QFileInfo>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string_view>
#include <vector>

namespace disklab {
namespace {

constexpr int kFieldCount = 9;
constexpr const char* kFieldNames[kFieldCount] = {"x", "y", "vx", "vy", "radius", "mass", "red", "green", "blue"};
constexpr const char* kLineLayout = "rx ry vx vy radius mass r g b";

/// Splits at "\n", "\r\n" or a lone "\r"; element i is line i + 1. A final line break does not
/// start another line.
std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\n' && text[i] != '\r')
            continue;
        lines.push_back(text.substr(start, i - start));
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            ++i;
        start = i + 1;
    }
    if (start < text.size())
        lines.push_back(text.substr(start));
    return lines;
}

std::vector<std::string_view> splitFields(std::string_view line)
{
    constexpr std::string_view blanks = " \t\v\f";
    std::vector<std::string_view> fields;
    std::size_t start = line.find_first_not_of(blanks);
    while (start != std::string_view::npos) {
        const std::size_t end = line.find_first_of(blanks, start);
        fields.push_back(line.substr(start, end == std::string_view::npos ? end : end - start));
        start = end == std::string_view::npos ? end : line.find_first_not_of(blanks, end);
    }
    return fields;
}

/// A token as it appears, shortened so a line of garbage does not flood the message.
QString quoted(std::string_view token)
{
    const QString text = QString::fromUtf8(token.data(), static_cast<qsizetype>(token.size()));
    return QLatin1Char('"') + (text.size() > 32 ? text.left(29) + QStringLiteral("...") : text) + QLatin1Char('"');
}

class Algs4Reader {
public:
    Algs4Reader(const QByteArray& text, QString file) : m_file(std::move(file))
    {
        std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
        if (view.substr(0, 3) == "\xEF\xBB\xBF")  // a UTF-8 byte-order mark from Windows editors
            view.remove_prefix(3);
        m_lines = splitLines(view);
    }

    /// Fills `scenario.disks` and `m_diskLines`; false when the text is malformed.
    bool read(Scenario& scenario)
    {
        std::size_t next = 0;
        const std::optional<long long> count = readCount(next);
        if (!count)
            return false;
        // The count comes from the file, so it only bounds the reservation, never sizes it.
        scenario.disks.reserve(static_cast<std::size_t>(std::min<long long>(*count, static_cast<long long>(m_lines.size()))));
        int dataLines = 0;
        int lastContentLine = m_countLine;
        for (; next < m_lines.size(); ++next) {
            const std::vector<std::string_view> fields = splitFields(m_lines[next]);
            if (fields.empty())
                continue;
            const int line = static_cast<int>(next) + 1;
            lastContentLine = line;
            if (dataLines == *count) {
                m_report.add({m_file, line, {}, QStringLiteral("extra data after the %1 disk%2 announced on line %3")
                                                    .arg(*count)
                                                    .arg(*count == 1 ? QString() : QStringLiteral("s"))
                                                    .arg(m_countLine)});
                break;
            }
            ++dataLines;
            if (auto disk = readDisk(fields, line)) {
                scenario.disks.push_back(*disk);
                m_diskLines.push_back(line);
            }
        }
        // Reported at the last line that holds anything: that is where the data stops.
        if (dataLines < *count)
            m_report.add({m_file, lastContentLine, {},
                          QStringLiteral("truncated: expected %1 disks, found %2").arg(*count).arg(dataLines)});
        return m_report.isEmpty();
    }

    ProblemReport& report() { return m_report; }

    LoadError locate(const ScenarioProblem& problem) const
    {
        const QString field = QString::fromStdString(problem.field);
        if (problem.disk < 0 || static_cast<std::size_t>(problem.disk) >= m_diskLines.size())
            return {m_file, 0, field, QString::fromStdString(problem.message)};
        const int line = m_diskLines[static_cast<std::size_t>(problem.disk)];
        if (problem.otherDisk >= 0 && static_cast<std::size_t>(problem.otherDisk) < m_diskLines.size())
            return {m_file, line, {},
                    QStringLiteral("disk %1 overlaps disk %2 (line %3): %4")
                        .arg(problem.disk)
                        .arg(problem.otherDisk)
                        .arg(m_diskLines[static_cast<std::size_t>(problem.otherDisk)])
                        .arg(overlapDetails(problem))};
        return {m_file, line, field, QString::fromStdString(problem.message)};
    }

private:
    /// The first non-blank line holds N alone; `next` ends up on the line after it.
    std::optional<long long> readCount(std::size_t& next)
    {
        while (next < m_lines.size() && splitFields(m_lines[next]).empty())
            ++next;
        if (next == m_lines.size()) {
            m_report.add({m_file, 1, {}, QStringLiteral("empty file: expected the number of disks on the first line")});
            return std::nullopt;
        }
        m_countLine = static_cast<int>(next) + 1;
        const std::vector<std::string_view> fields = splitFields(m_lines[next++]);
        if (fields.size() != 1) {
            m_report.add({m_file, m_countLine, {},
                          QStringLiteral("expected the number of disks alone on this line, found %1 fields "
                                         "(is the count line missing?)")
                              .arg(fields.size())});
            return std::nullopt;
        }
        long long count = -1;
        const std::string_view token = fields.front();
        const auto [stop, error] = std::from_chars(token.data(), token.data() + token.size(), count);
        if (error != std::errc{} || stop != token.data() + token.size() || count < 0) {
            m_report.add({m_file, m_countLine, {},
                          QStringLiteral("expected the number of disks (a whole number >= 0), got %1").arg(quoted(token))});
            return std::nullopt;
        }
        return count;
    }

    std::optional<Disk> readDisk(const std::vector<std::string_view>& fields, int line)
    {
        if (fields.size() != kFieldCount) {
            m_report.add({m_file, line, {},
                          QStringLiteral("expected %1 fields (%2), found %3")
                              .arg(kFieldCount)
                              .arg(QLatin1String(kLineLayout))
                              .arg(fields.size())});
            return std::nullopt;
        }
        double values[kFieldCount];
        bool ok = true;
        for (int i = 0; i < kFieldCount; ++i) {
            const QString name = QLatin1String(kFieldNames[i]);
            const std::optional<double> value = parseNumber(fields[static_cast<std::size_t>(i)]);
            if (!value) {
                m_report.add({m_file, line, name, QStringLiteral("expected a number, got %1").arg(quoted(fields[i]))});
                ok = false;
            } else if (!std::isfinite(*value)) {
                m_report.add({m_file, line, name, QStringLiteral("not a finite number: %1").arg(quoted(fields[i]))});
                ok = false;
            } else if (i >= 6 && (std::round(*value) < 0 || std::round(*value) > 255)) {
                m_report.add({m_file, line, name,
                              QStringLiteral("colour component must be between 0 and 255, got %1").arg(quoted(fields[i]))});
                ok = false;
            } else {
                values[i] = *value;
            }
        }
        if (!ok)
            return std::nullopt;
        Disk disk;
        disk.x = values[0];
        disk.y = values[1];
        disk.vx = values[2];
        disk.vy = values[3];
        disk.radius = values[4];
        disk.mass = values[5];
        // Some generators write colours as floats ("127.5"); the nearest integer is meant.
        disk.colour = {static_cast<std::uint8_t>(std::lround(values[6])), static_cast<std::uint8_t>(std::lround(values[7])),
                       static_cast<std::uint8_t>(std::lround(values[8]))};
        return disk;
    }

    QString m_file;
    std::vector<std::string_view> m_lines;
    std::vector<int> m_diskLines;  ///< line number of each disk, for validation messages
    int m_countLine = 1;
    ProblemReport m_report;
};

} // namespace

LoadResult scenarioFromAlgs4(const QByteArray& text, const QString& sourceName, const LoadOptions& options)
{
    Algs4Reader reader(text, sourceName);
    Scenario scenario;
    if (!reader.read(scenario))
        return reader.report().failure();
    scenario.title = QFileInfo(sourceName).completeBaseName().toStdString();
    reader.report().addValidationProblems(scenario, options.validation,
                                          [&](const ScenarioProblem& problem) { return reader.locate(problem); });
    if (!reader.report().isEmpty())
        return reader.report().failure();
    return {std::move(scenario), {}, {}};
}

} // namespace disklab
