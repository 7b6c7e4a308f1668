#pragma once
// Typed reading of `disklab-cli generate KIND` options into a generator's parameter struct.
// An option that is not given leaves the struct's default; one given with a bad value is
// collected as an error naming the option, and nothing is generated.

#include "core/scenario.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace disklab::cli {

class GeneratorOptions {
public:
    /// The parser must outlive this object. Main thread.
    explicit GeneratorOptions(const QCommandLineParser& parser) : m_parser(parser) {}

    bool isSet(const char* option) const { return m_parser.isSet(QLatin1String(option)); }
    QString value(const char* option) const { return m_parser.value(QLatin1String(option)); }
    QStringList values(const char* option) const { return m_parser.values(QLatin1String(option)); }

    void read(const char* option, double& target);
    void read(const char* option, int& target);
    void read(const char* option, std::uint64_t& target);
    /// "WxH", e.g. 40x20.
    void readSize(const char* option, double& width, double& height);
    /// "#rrggbb" or "rrggbb".
    void readColour(const char* option, Colour& target);
    /// Records a problem with the options ("--species: ...").
    void fail(const QString& message) { m_errors.append(message); }

    bool ok() const { return m_errors.isEmpty(); }
    const QStringList& errors() const { return m_errors; }

private:
    const QCommandLineParser& m_parser;
    QStringList m_errors;
};

/// A "#rrggbb" or "rrggbb" colour, or nullopt.
std::optional<Colour> parseColourOption(const QString& text);

/// An option with a value; the description ends with "(default X)" when a default is given.
QCommandLineOption valueOption(const QString& name, const QString& description, const QString& valueName,
                               const QString& defaultText = {});
/// The shortest text of a number, for "(default X)".
QString defaultText(double value);

} // namespace disklab::cli
