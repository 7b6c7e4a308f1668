#include "io/scenario_forces_json.h"

#include "io/load_error.h"
#include "io/number_text.h"

#include <cmath>
#include <initializer_list>

namespace disklab {
namespace {

void warnUnknown(const JsonFields& fields, std::initializer_list<const char*> known, const QString& file,
                 QStringList& warnings)
{
    for (const QString& key : fields.unknownKeys(known))
        warnings.append(LoadError{file, 0, fields.pathOf(key), QStringLiteral("unknown key, ignored")}.toString());
}

/// A link end is a disk index: a whole number. Range is validation's business (it knows N).
void readDiskIndex(JsonFields& fields, const char* key, std::int32_t& target)
{
    double value = target;
    if (!fields.readNumber(key, value))
        return;
    if (value != std::floor(value) || std::abs(value) > 2147483647.0)
        fields.reportError(key, QStringLiteral("expected a disk index (a whole number), got %1").arg(value, 0, 'g', 17));
    else
        target = static_cast<std::int32_t>(value);
}

/// Reads `key` of `forces`, an array of objects, into `items`, each with `readOne(fields, item)`;
/// a member that is not an object is an error naming its place.
template <class Item, class ReadOne>
void readObjects(JsonFields& forces, const char* key, std::vector<Item>& items, const QString& file,
                 ProblemReport& report, ReadOne readOne)
{
    auto array = forces.readArray(key);
    if (!array)
        return;
    items.resize(static_cast<std::size_t>(array->size()));
    for (qsizetype k = 0; k < array->size(); ++k) {
        const QString path = forces.pathOf(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(k));
        const QJsonValue value = array->at(k);
        if (!value.isObject()) {
            report.add({file, 0, path, QStringLiteral("expected an object, got %1").arg(jsonTypeName(value))});
            continue;
        }
        const QJsonObject object = value.toObject();
        JsonFields fields(object, path, file, report);
        readOne(fields, items[static_cast<std::size_t>(k)]);
    }
}

void readLinks(JsonFields& forces, ForceField& field, const QString& file, ProblemReport& report,
               QStringList& warnings)
{
    readObjects(forces, "links", field.links, file, report, [&](JsonFields& fields, Link& link) {
        readDiskIndex(fields, "a", link.a);
        readDiskIndex(fields, "b", link.b);
        fields.readNumber("stiffness", link.stiffness);
        fields.readNumber("restLength", link.restLength);
        warnUnknown(fields, {"a", "b", "stiffness", "restLength"}, file, warnings);
    });
}

void readAnchors(JsonFields& forces, ForceField& field, const QString& file, ProblemReport& report,
                 QStringList& warnings)
{
    readObjects(forces, "anchors", field.anchors, file, report, [&](JsonFields& fields, Anchor& anchor) {
        readDiskIndex(fields, "disk", anchor.disk);
        fields.readNumber("x", anchor.x);
        fields.readNumber("y", anchor.y);
        fields.readNumber("stiffness", anchor.stiffness);
        fields.readNumber("restLength", anchor.restLength);
        warnUnknown(fields, {"disk", "x", "y", "stiffness", "restLength"}, file, warnings);
    });
}

QByteArray member(const char* key, const QByteArray& value)
{
    return QByteArray("\"") + key + "\": " + value;
}

QByteArray anchorText(const Anchor& anchor)
{
    return "{" + member("disk", QByteArray::number(anchor.disk)) + ", " + member("x", shortestNumber(anchor.x)) + ", "
           + member("y", shortestNumber(anchor.y)) + ", " + member("stiffness", shortestNumber(anchor.stiffness)) + ", "
           + member("restLength", shortestNumber(anchor.restLength)) + "}";
}

QByteArray linkText(const Link& link)
{
    return "{" + member("a", QByteArray::number(link.a)) + ", " + member("b", QByteArray::number(link.b)) + ", "
           + member("stiffness", shortestNumber(link.stiffness)) + ", "
           + member("restLength", shortestNumber(link.restLength)) + "}";
}

} // namespace

void readForceField(JsonFields& top, Scenario& scenario, const QString& file, ProblemReport& report,
                    QStringList& warnings)
{
    auto forces = top.readObject("forces");
    if (!forces)
        return;
    JsonFields fields(*forces, QStringLiteral("forces"), file, report);
    ForceField& field = scenario.forces;
    fields.readNumber("coulomb", field.coulombConstant);
    fields.readNumber("softening", field.softening);
    fields.readNumber("damping", field.damping);
    readLinks(fields, field, file, report, warnings);
    readAnchors(fields, field, file, report, warnings);
    warnUnknown(fields, {"coulomb", "softening", "damping", "links", "anchors"}, file, warnings);
}

QByteArray forceFieldText(const Scenario& scenario)
{
    const ForceField& field = scenario.forces;
    if (field == ForceField{})
        return {};
    QByteArray text = "{" + member("coulomb", shortestNumber(field.coulombConstant)) + ", "
                      + member("softening", shortestNumber(field.softening)) + ", "
                      + member("damping", shortestNumber(field.damping));
    if (!field.links.empty()) {
        QByteArrayList links;
        for (const Link& link : field.links)
            links.append("            " + linkText(link));
        text += ", " + member("links", "[\n" + links.join(",\n") + "\n        ]");
    }
    if (!field.anchors.empty()) {
        QByteArrayList anchors;
        for (const Anchor& anchor : field.anchors)
            anchors.append("            " + anchorText(anchor));
        text += ", " + member("anchors", "[\n" + anchors.join(",\n") + "\n        ]");
    }
    return text + "}";
}

} // namespace disklab
