#include "runtime/checkpoint_fields.h"

namespace disklab {

QJsonObject checkpointFields(const Checkpoint& checkpoint)
{
    return {{"serial", static_cast<qint64>(checkpoint.serial)},
            {"time", checkpoint.time},
            {"collisions", static_cast<qint64>(checkpoint.collisions)},
            {"pinned", checkpoint.pinned},
            {"state_bytes", static_cast<qint64>(checkpoint.state.size())}};
}

Checkpoint checkpointFromFields(const QJsonObject& fields, QByteArrayView state)
{
    Checkpoint c;
    c.collisions = static_cast<std::uint64_t>(fields.value("collisions").toInteger());
    c.pinned = fields.value("pinned").toBool();
    c.serial = static_cast<std::uint64_t>(fields.value("serial").toInteger());
    const auto* bytes = reinterpret_cast<const std::byte*>(state.data());
    c.state.assign(bytes, bytes + state.size());
    return c;
}

} // namespace disklab
