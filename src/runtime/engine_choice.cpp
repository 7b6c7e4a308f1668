#include "runtime/engine_choice.h"

namespace disklab {

EngineChoice engineChoiceFor(const EngineSettings& settings)
{
    EngineChoice choice;
    choice.kind = settings.engine == "time" ? EngineKind::TimeDriven : EngineKind::EventDriven;
    if (settings.dt > 0.0)
        choice.dt = settings.dt;
    return choice;
}

void applyEngineChoice(EngineSettings& settings, const EngineChoice& choice)
{
    settings.engine = engineKey(choice.kind).toStdString();
    settings.dt = choice.dt;
}

QString engineKey(EngineKind kind)
{
    return kind == EngineKind::TimeDriven ? QStringLiteral("time") : QStringLiteral("event");
}

} // namespace disklab
