#include "io/json_fields.h"

#include <algorithm>

namespace disklab {

JsonFields::JsonFields(const QJsonObject& object, QString path, const QString& file, ProblemReport& report)
    : m_object(object), m_path(std::move(path)), m_file(file), m_report(report)
{
}

bool JsonFields::readNumber(const char* key, double& target)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isDouble()) {
        reportWrongType(key, "a number", value);
        return false;
    }
    target = value.toDouble();
    return true;
}

bool JsonFields::readBool(const char* key, bool& target)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isBool()) {
        reportWrongType(key, "true or false", value);
        return false;
    }
    target = value.toBool();
    return true;
}

bool JsonFields::readString(const char* key, std::string& target)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        return true;
    if (!value.isString()) {
        reportWrongType(key, "a string", value);
        return false;
    }
    target = value.toString().toStdString();
    return true;
}

std::optional<QJsonObject> JsonFields::readObject(const char* key)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isObject()) {
        reportWrongType(key, "an object", value);
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<QJsonArray> JsonFields::readArray(const char* key)
{
    const QJsonValue value = m_object.value(QLatin1String(key));
    if (value.isUndefined())
        return std::nullopt;
    if (!value.isArray()) {
        reportWrongType(key, "an array", value);
        return std::nullopt;
    }
    return value.toArray();
}

void JsonFields::reportError(const char* key, const QString& message)
{
    m_report.add({m_file, 0, pathOf(QLatin1String(key)), message});
}

QString JsonFields::pathOf(const QString& key) const
{
    return m_path.isEmpty() ? key : m_path + QLatin1Char('.') + key;
}

QStringList JsonFields::unknownKeys(std::initializer_list<const char*> known) const
{
    QStringList unknown;
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        const QString key = it.key();
        const bool isKnown = std::any_of(known.begin(), known.end(),
                                         [&](const char* k) { return key == QLatin1String(k); });
        if (!isKnown)
            unknown.append(key);
    }
    return unknown;
}

void JsonFields::reportWrongType(const char* key, const char* expected, const QJsonValue& value)
{
    reportError(key, QStringLiteral("expected %1, got %2").arg(QLatin1String(expected), jsonTypeName(value)));
}

QString jsonTypeName(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QStringLiteral("a number");
    case QJsonValue::String: {
        // Showing the text helps with the common slip of quoting a number: "0.5".
        const QString text = value.toString();
        const QString shown = text.size() > 32 ? text.left(29) + QStringLiteral("...") : text;
        return QStringLiteral("the string \"%1\"").arg(shown);
    }
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: break;
    }
    return QStringLiteral("nothing");
}

} // namespace disklab
