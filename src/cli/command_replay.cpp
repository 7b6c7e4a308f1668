// disklab-cli replay DIR --to T: the state at T of the run that wrote the checkpoints in DIR
// (run --checkpoints DIR) or in a run file (the desktop application's File ▸ Save Run…), from
// the latest checkpoint at or before T, equal bit for bit to the state the run had at T.
#include "checkpoint_replay.h"
#include "cli_output.h"
#include "commands.h"

#include "core/state_export.h"
#include "io/scenario_file.h"

#include <QCommandLineParser>

#include <cmath>

namespace disklab::cli {

int replayCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Replays a run from its checkpoints (run --checkpoints DIR, or a .dlrun run file) to a simulated time.");
    parser.addPositionalArgument("dir", "The directory run --checkpoints wrote, or a run file (.dlrun).");
    parser.addOption({"to", "The simulated time to replay to (from the run's start).", "T"});
    parser.addOption({"save-state", "Save the state at T as a scenario file, as run --save-state does.", "OUT.json"});
    parser.addHelpOption();
    if (!parser.parse(QStringList{"disklab-cli replay"} + arguments))
        return usageError("replay", parser.errorText());
    if (parser.isSet("help")) {
        printOut(parser.helpText());
        return 0;
    }
    if (parser.positionalArguments().size() != 1)
        return usageError("replay", "give the checkpoint directory or run file");
    bool ok = false;
    const double to = parser.value("to").toDouble(&ok);
    if (!parser.isSet("to") || !ok || !std::isfinite(to) || to < 0.0)
        return usageError("replay", QString("--to: expected a time >= 0, got '%1'").arg(parser.value("to")));
    QString error;
    const std::optional<ReplayedRun> run = replayCheckpoints(parser.positionalArguments().first(), to, error);
    if (!run) {
        printError(error);
        return 1;
    }
    if (parser.isSet("save-state")) {
        Scenario state = savedState(*run->engine);
        state.engine = run->config;
        const SaveResult saved = saveScenarioFile(parser.value("save-state"), state);
        if (!saved.ok()) {
            printError(saved.error);
            return 1;
        }
    }
    const Totals totals = run->engine->totals();
    printOut(QString("time: %1\ncollisions: %2\nfrom_checkpoint: %3\nfrom_time: %4")
                 .arg(run->engine->time(), 0, 'g', 17)
                 .arg(totals.collisions)
                 .arg(run->from.path)
                 .arg(run->from.checkpoint.time, 0, 'g', 17));
    return 0;
}

} // namespace disklab::cli
