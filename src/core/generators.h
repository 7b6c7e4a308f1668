#pragma once
// Every scenario generator, for callers that call them directly; the generator dialog and the
// command line reach them through their descriptions (core/generator_catalog.h). Each kind has
// a parameter struct with sensible defaults and one function returning a valid, overlap-free
// Scenario that the same parameters (seed included) always reproduce bit for bit; a parameter
// it cannot build from throws GeneratorError (a std::invalid_argument) naming the struct
// field. Generators may run the event-driven engine (to melt a lattice), so they take from
// milliseconds to about a second for thousands of disks; call them from any thread, one call
// per thread at a time per parameter object.

#include "core/aggregation_generator.h"
#include "core/billiards_generator.h"
#include "core/brownian_generator.h"
#include "core/charged_gas_generator.h"
#include "core/cradle_generator.h"
#include "core/diffusion_generator.h"
#include "core/empty_box_generator.h"
#include "core/gas_generator.h"
#include "core/generator_error.h"
#include "core/incline_generator.h"
#include "core/lattice_generator.h"
#include "core/network_generator.h"
#include "core/piston_generator.h"
#include "core/spring_chain_generator.h"
#include "core/spring_pendulum_generator.h"
#include "core/squeeze_generator.h"
#include "core/wall_bouncing_generator.h"
