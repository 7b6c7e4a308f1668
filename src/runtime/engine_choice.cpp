#include "runtime/engine_choice.h"

#include "core/time_driven_engine.h"

namespace disklab {

EngineChoice engineChoiceFor(const EngineSettings& settings)
{
    EngineChoice choice;
    choice.kind = settings.engine == "time" ? EngineKind::TimeDriven : EngineKind::EventDriven;
    if (settings.dt > 0.0)
        choice.dt = settings.dt;
    choice.response = timeDrivenSettingsFor(settings).response;
    return choice;
}

void applyEngineChoice(EngineSettings& settings, const EngineChoice& choice)
{
    settings.engine = engineKey(choice.kind).toStdString();
    settings.dt = choice.dt;
    settings.response = responseName(choice.response);
}

QString engineKey(EngineKind kind)
{
    return kind == EngineKind::TimeDriven ? QStringLiteral("time") : QStringLiteral("event");
}

} // namespace disklab
