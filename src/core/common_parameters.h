#pragma once
// The parameters many generators share (count, packing fraction, radius, mass, temperature,
// melting, seed, and the force generators' springs and damping), described once with the same key, symbol, label and range everywhere; a
// generator passes its own help where the meaning is narrower ("Radius of the small disks.").
// A text left out (nullptr) takes the common one, chosen in the body: lupdate does not read
// marked strings in default arguments.

#include "core/parameter_descriptors.h"

namespace disklab::describe {

template <class P>
ParameterDescriptor diskCount(
    int P::*member, const char* label = nullptr, const char* help = nullptr, int maximum = 10000000)
{
    return integer(member,
        {"n", "N", label ? label : DISKLAB_TR_NOOP("GeneratorCatalog", "Disks"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Number of disks."), {"count"}},
        1, maximum);
}

template <class P> ParameterDescriptor packing(double P::*member, const char* help, double maximum)
{
    return real(
        member, {"packing", "PHI", DISKLAB_TR_NOOP("GeneratorCatalog", "Packing fraction"), help}, 0.001, maximum);
}

template <class P> ParameterDescriptor radius(double P::*member, const char* help = nullptr)
{
    return real(member,
        {"radius", "R", DISKLAB_TR_NOOP("GeneratorCatalog", "Radius"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Disk radius.")},
        0.0001, kUnbounded);
}

template <class P> ParameterDescriptor mass(double P::*member, const char* help = nullptr)
{
    return real(member,
        {"mass", "M", DISKLAB_TR_NOOP("GeneratorCatalog", "Mass"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Disk mass.")},
        0.0001, kUnbounded);
}

template <class P> ParameterDescriptor temperature(double P::*member, const char* help)
{
    return real(
        member, {"temperature", "T", DISKLAB_TR_NOOP("GeneratorCatalog", "Temperature kT"), help}, 0.0, kUnbounded);
}

template <class P> ParameterDescriptor melting(double P::*member, const char* help = nullptr)
{
    return real(member,
        {"melt", "C", DISKLAB_TR_NOOP("GeneratorCatalog", "Melting collisions per disk"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Collisions per disk run to melt the starting lattice."),
            {"meltCollisionsPerDisk"}},
        0.0, 1e6);
}

/// The spring constant k of a generator's springs.
template <class P> ParameterDescriptor stiffness(double P::*member, const char* help = nullptr)
{
    return real(member,
        {"stiffness", "K", DISKLAB_TR_NOOP("GeneratorCatalog", "Spring constant"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "k of every spring: force per unit stretch.")},
        1e-6, kUnbounded);
}

/// The rest length of a generator's springs.
template <class P> ParameterDescriptor restLength(double P::*member)
{
    return real(member,
        {"rest-length", "L", DISKLAB_TR_NOOP("GeneratorCatalog", "Rest length"),
            DISKLAB_TR_NOOP("GeneratorCatalog", "Length of every spring when it pulls nothing."), {"restLength"}},
        1e-6, kUnbounded);
}

/// Velocity damping gamma of a force scenario.
template <class P> ParameterDescriptor damping(double P::*member)
{
    return real(member,
        {"damping", "GAMMA", DISKLAB_TR_NOOP("GeneratorCatalog", "Damping"),
            DISKLAB_TR_NOOP("GeneratorCatalog", "Velocities decay as exp(-gamma t); 0 keeps the energy.")},
        0.0, kUnbounded);
}

/// The seed of a generator that draws random numbers.
template <class P> ParameterDescriptor randomSeed(std::uint64_t P::*member, const char* help = nullptr)
{
    return seed(member,
        {"seed", "S", DISKLAB_TR_NOOP("GeneratorCatalog", "Seed"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Random seed; the same seed gives the same scenario.")});
}

/// The seed of a generator whose layout is fixed: only stored in the scenario.
template <class P> ParameterDescriptor storedSeed(std::uint64_t P::*member)
{
    return randomSeed(
        member, DISKLAB_TR_NOOP("GeneratorCatalog", "Seed stored in the scenario (the layout is fixed)."));
}

/// A box's width and height, as `--box WxH`.
template <class P>
ParameterDescriptor box(double P::*width, double P::*height, const char* help = nullptr, double minimum = 0.0001)
{
    return size(width, height,
        {"box", "WxH", DISKLAB_TR_NOOP("GeneratorCatalog", "Box size"),
            help ? help : DISKLAB_TR_NOOP("GeneratorCatalog", "Box width and height."), {"width", "height"}},
        minimum, kUnbounded);
}

} // namespace disklab::describe
