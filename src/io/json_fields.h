#pragma once
// Typed reading of one JSON object's members, with errors named by their full field path.

#include "io/problem_report.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace disklab {

/// Reads members of `object`, found at `path` ("" for the top, "disks[3]", "walls.left").
/// A missing key leaves the target as it was, so it keeps the struct default; a present key of
/// the wrong type adds "file: disks[3].radius: expected a number, got a string" to the report.
class JsonFields {
public:
    /// All arguments must outlive this object. Any thread; one object per thread.
    JsonFields(const QJsonObject& object, QString path, const QString& file, ProblemReport& report);

    bool has(const char* key) const { return m_object.contains(QLatin1String(key)); }

    /// Reads a JSON number into `target`. Returns false if the key was present but unusable.
    bool readNumber(const char* key, double& target);
    /// Reads a JSON true or false into `target`. Returns false if present but not a boolean.
    bool readBool(const char* key, bool& target);
    /// Reads a JSON string (UTF-8) into `target`. Returns false if present but not a string.
    bool readString(const char* key, std::string& target);
    /// The member as an object; nullopt when missing, or wrong-typed (then reported).
    std::optional<QJsonObject> readObject(const char* key);
    /// The member as an array; nullopt when missing, or wrong-typed (then reported).
    std::optional<QJsonArray> readArray(const char* key);

    /// Adds "file: <path of key>: message" to the report.
    void reportError(const char* key, const QString& message);
    /// "disks[3].radius" for key "radius" at path "disks[3]".
    QString pathOf(const QString& key) const;
    /// The keys of the object that are not in `known`, in file order.
    QStringList unknownKeys(std::initializer_list<const char*> known) const;

private:
    void reportWrongType(const char* key, const char* expected, const QJsonValue& value);

    const QJsonObject& m_object;
    QString m_path;
    const QString& m_file;
    ProblemReport& m_report;
};

/// Reads the name of one choice (an engine, a motion, ...) into `target`; a name `parse` does
/// not know is refused, the message saying what `expected` and what the file has.
template <typename Choice>
void readChoiceName(JsonFields& fields, const char* key, Choice& target,
                    std::optional<Choice> (*parse)(std::string_view), const char* expected)
{
    std::string name;
    if (!fields.has(key) || !fields.readString(key, name))
        return;
    if (const std::optional<Choice> parsed = parse(name))
        target = *parsed;
    else
        fields.reportError(key, QStringLiteral("%1, got \"%2\"")
                                    .arg(QLatin1String(expected), QString::fromStdString(name)));
}

/// "a string", "a number", "an object", ... for error messages.
QString jsonTypeName(const QJsonValue& value);

} // namespace disklab
