#pragma once
// Options as a map from name to values: what the engine, checkpoint and generator options are
// read from. The command line fills it from its parser (fromParser); the Python module from its
// keyword arguments. Names are the command line's ("force-method"); messages name an option as
// its caller spells it: `--force-method` on the command line, `force_method` in Python.

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace disklab::cli {

class OptionMap {
public:
    enum class Spelling { CommandLine, Keyword };

    explicit OptionMap(Spelling spelling = Spelling::CommandLine) : m_spelling(spelling) {}
    /// The options of `options` that `parser` was given, each with its values (a switch with one
    /// empty value).
    static OptionMap fromParser(const QCommandLineParser& parser, const QList<QCommandLineOption>& options);

    /// Gives option `name` one more value (a repeatable option, a mixture's species, has several).
    void add(const QString& name, const QString& value = {});
    bool isSet(const QString& name) const { return m_values.contains(name); }
    /// The last value given, as QCommandLineParser::value; empty when not given.
    QString value(const QString& name) const;
    QStringList values(const QString& name) const { return m_values.value(name); }
    /// How a message names option `name`: "--force-method", or "force_method" for a keyword.
    QString spelled(const QString& name) const;

private:
    Spelling m_spelling;
    QMap<QString, QStringList> m_values;
};

} // namespace disklab::cli
