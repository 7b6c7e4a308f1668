#pragma once
// Which engine simulates a scenario, and how: the one engine setting type of DiskLab. The
// scenario carries one, files store it, the runtime's factory builds an engine from it, and the
// command line and the app edit it. The names below ("event", "grid", "rollback", ...) are the
// only spelling of each choice: files and options parse and print them through these functions.

#include "core/contact_response.h"

#include <array>
#include <optional>
#include <string_view>

namespace disklab {

/// Force: velocity Verlet with charges and springs between disks (core/force_engine.h).
enum class EngineKind { EventDriven, TimeDriven, Force };

/// How the time-driven engine finds the pairs that may touch during a step (core/broadphase.h).
/// Every choice finds the same pairs, so the trajectory does not depend on it; only the cost does.
enum class Broadphase { Naive, Grid, Quadtree, Swept };

/// How the force engine sums Coulomb forces (core/coulomb_forces.h): every pair, or a
/// Barnes-Hut quadtree that takes a far node of width s at distance d as one body when s/d < theta.
enum class ForceMethod { Direct, BarnesHut };

inline constexpr std::array kAllEngineKinds{EngineKind::EventDriven, EngineKind::TimeDriven, EngineKind::Force};
inline constexpr std::array kAllForceMethods{ForceMethod::Direct, ForceMethod::BarnesHut};
inline constexpr std::array kAllBroadphases{Broadphase::Naive, Broadphase::Grid, Broadphase::Quadtree,
                                            Broadphase::Swept};
inline constexpr std::array kAllResponses{Response::Naive, Response::Rollback};

struct EngineConfig {
    EngineKind kind = EngineKind::EventDriven;
    /// Time-driven step, simulated time units; validation and the engine refuse dt <= 0.
    double dt = 1e-3;
    /// The time-driven engine's broad phase and contact response; the event-driven engine has
    /// neither, but keeps them so switching engines back and forth loses nothing.
    Broadphase broadphase = Broadphase::Grid;
    Response response = Response::Naive;
    /// The force engine's Coulomb summation and Barnes-Hut opening angle (0 opens every node,
    /// which is the direct sum in another order). The force engine also uses dt, the broad phase
    /// and the response above for its steps and contacts.
    ForceMethod forceMethod = ForceMethod::BarnesHut;
    double theta = 0.5;
    friend bool operator==(const EngineConfig&, const EngineConfig&) = default;
};

/// "event", "time" or "force". Any thread.
const char* engineKindName(EngineKind kind);
/// "naive", "grid", "quadtree" or "swept". Any thread.
const char* broadphaseName(Broadphase broadphase);
/// "naive" or "rollback". Any thread.
const char* responseName(Response response);
/// "direct" or "barnes-hut". Any thread.
const char* forceMethodName(ForceMethod method);

/// The choice with that name, or nullopt for any other text (names are case-sensitive). Any thread.
std::optional<EngineKind> parseEngineKind(std::string_view name);
std::optional<Broadphase> parseBroadphase(std::string_view name);
std::optional<Response> parseResponse(std::string_view name);
std::optional<ForceMethod> parseForceMethod(std::string_view name);

} // namespace disklab
