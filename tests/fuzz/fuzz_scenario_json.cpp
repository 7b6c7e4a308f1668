// Fuzzes the native JSON reader and the validation it runs: any bytes must give either a
// valid scenario or an error naming the file, never a crash, a sanitizer report or a hang.
#include "io/scenario_json.h"
#include "reader_contract.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    return disklab::fuzz::checkReader(data, size, QStringLiteral("fuzz.json"), [](const QByteArray& bytes, const QString& name) {
        return disklab::scenarioFromJson(bytes, name);
    });
}
