"""The Python module as a researcher uses it, against the command line: the same scenarios, the
same figures and the same messages for the same input and seed.

Usage: test_disklab.py (unittest), with PYTHONPATH holding the built module and DISKLAB_CLI,
DISKLAB_ALGS4_DIR and DISKLAB_SCENARIO_DIR set (tests/python/CMakeLists.txt does).
"""
import csv
import json
import os
import re
import subprocess
import tempfile
import unittest
import warnings

import numpy as np

import disklab

CLI = os.environ["DISKLAB_CLI"]
ALGS4 = os.environ["DISKLAB_ALGS4_DIR"]
SCENARIOS = os.environ["DISKLAB_SCENARIO_DIR"]
# Wall-clock figures differ from run to run; every other key must agree exactly.
TIMING_KEYS = {"wall_seconds", "collisions_per_second", "events_per_second", "seconds_per_step",
               "wall_seconds_per_time_unit"}


def cli(*arguments):
    return subprocess.run([CLI, *arguments], capture_output=True, text=True, stdin=subprocess.DEVNULL)


def cli_error(*arguments):
    """The message the command line prints for a failure, without its program prefix."""
    result = cli(*arguments)
    assert result.returncode != 0, result.stdout
    return [line.removeprefix("disklab-cli: ") for line in result.stderr.splitlines()]


def as_keywords(message):
    """The command line's message as Python gives it: each --option named as its keyword argument."""
    return re.sub(r"--([a-z][a-z-]*)", lambda option: option.group(1).replace("-", "_"), message)


def without_timing(report):
    return {key: without_timing(value) if isinstance(value, dict) else value
            for key, value in report.items() if key not in TIMING_KEYS}


class FolderTest(unittest.TestCase):
    """A test with a folder of its own for the files it writes."""
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def path(self, name):
        return os.path.join(self.folder.name, name)


class ScenarioTest(FolderTest):

    def test_an_algs4_file_loads_and_saves_both_ways(self):
        p10 = disklab.load(os.path.join(ALGS4, "p10.txt"))
        self.assertEqual(p10.n, 10)
        self.assertEqual(p10.positions.shape, (10, 2))
        self.assertEqual(p10.radii.shape, (10,))
        p10.save(self.path("p10.json"))
        self.assertEqual(disklab.load(self.path("p10.json")), p10)
        p10.save(self.path("again.txt"))
        self.assertEqual(disklab.load(self.path("again.txt")).n, 10)

    def test_a_bad_file_raises_the_command_lines_message(self):
        with open(self.path("bad.txt"), "w") as f:
            f.write("2\n0.1 0.1 0 0 -0.02 1 0 0 0\n")
        with self.assertRaises(ValueError) as raised:
            disklab.load(self.path("bad.txt"))
        self.assertEqual(str(raised.exception).splitlines(), cli_error("run", self.path("bad.txt"), "--until", "1"))
        self.assertIn("bad.txt:", str(raised.exception))

    def test_generate_writes_the_file_the_command_line_writes(self):
        gas = disklab.generate("gas", n=50, packing=0.2, periodic=True, seed=3)
        gas.save(self.path("python.json"))
        self.assertEqual(cli("generate", "gas", "--n", "50", "--packing", "0.2", "--periodic", "--seed", "3",
                             "-o", self.path("cli.json")).returncode, 0)
        with open(self.path("python.json"), "rb") as a, open(self.path("cli.json"), "rb") as b:
            self.assertEqual(a.read(), b.read())
        # An option's '-' is written '_': --rest-length as rest_length.
        chain = disklab.generate("spring-chain", n=5, rest_length=2.0)
        self.assertEqual(chain.n, 5)  # five disks; the pivot is a fixed point, not a disk

    def test_generator_errors_are_the_command_lines(self):
        with self.assertRaises(ValueError) as raised:
            disklab.generate("gas", n=10, packing=0.95)
        self.assertEqual(str(raised.exception), as_keywords(cli_error("generate", "gas", "--n", "10", "--packing", "0.95",
                                                                      "-o", self.path("x.json"))[0]))
        self.assertEqual(str(raised.exception),
                         "generate gas: packing: must be in (0, 0.9069), the close-packed limit; got 0.95")
        with self.assertRaises(ValueError) as raised:
            disklab.generate("gas", species=["10,0.5,1"], n=10, packing=0.2)
        self.assertEqual(str(raised.exception).splitlines()[0],
                         "species gives each species' count, radius and mass; leave out n, radius and mass")
        with self.assertRaises(ValueError) as raised:
            disklab.generate("spring-chain", n=5, rest_length="long")
        self.assertTrue(str(raised.exception).startswith("rest_length: expected "), str(raised.exception))
        with self.assertRaises(ValueError):
            disklab.generate("gass")
        with self.assertRaises(ValueError) as raised:
            disklab.generate("gas", pakcing=0.2)
        self.assertEqual(str(raised.exception), "generate gas: unknown option 'pakcing'")
        with self.assertRaises(ValueError) as raised:
            disklab.generate("gas", n=10, packing=0.2, periodic="yes")
        self.assertEqual(str(raised.exception), "generate gas: periodic: expected True or False")
        self.assertIn("gas", disklab.generators())


class EngineTest(FolderTest):
    def setUp(self):
        super().setUp()
        self.scenario = self.path("gas.json")
        self.gas = disklab.generate("gas", n=200, packing=0.3, periodic=True, seed=5)
        self.gas.save(self.scenario)

    def test_run_gives_the_figures_of_the_command_line(self):
        for options, arguments in [({}, []),
                                   ({"engine": "time", "dt": 0.005}, ["--engine", "time", "--dt", "0.005"]),
                                   ({"engine": "time", "dt": 0.01, "response": "rollback", "broadphase": "swept"},
                                    ["--engine", "time", "--dt", "0.01", "--response", "rollback", "--broadphase", "swept"])]:
            with self.subTest(options=options):
                python = disklab.run(self.gas, equilibrate=2, until=5, **options)
                printed = cli("run", self.scenario, "--equilibrate", "2", "--until", "5", "--json", *arguments)
                self.assertEqual(printed.returncode, 0, printed.stderr)
                self.assertEqual(without_timing(python), without_timing(json.loads(printed.stdout)))
        by_events = disklab.run(self.gas, events=1000)
        self.assertEqual(by_events["collisions"], 1000)

    def test_a_report_keeps_counts_whole_and_figures_real_in_the_order_json_prints(self):
        # Written into the dict from the typed report: a time of exactly 5 stays a float (JSON
        # text would have made it the int 5), a count stays an int.
        report = disklab.run(self.gas, until=5)
        self.assertIsInstance(report["time"], float)
        self.assertEqual(report["time"], 5.0)
        self.assertIsInstance(report["collisions"], int)
        self.assertIsInstance(report["engine"], str)
        self.assertEqual(list(report), sorted(report))

    def test_an_aggregation_leaves_out_what_the_command_line_leaves_out(self):
        # A Brownian aggregation has no temperature, pressure or energy drift of its own.
        aggregation = disklab.generate("aggregation", n=40, area_fraction=0.05, seed=3)
        aggregation.save(self.path("aggregation.json"))
        python = disklab.run(aggregation, until=20)
        printed = cli("run", self.path("aggregation.json"), "--until", "20", "--json")
        self.assertEqual(printed.returncode, 0, printed.stderr)
        self.assertEqual(without_timing(python), without_timing(json.loads(printed.stdout)))
        self.assertNotIn("temperature", python)
        self.assertEqual(python["engine"], "aggregation")

    def test_structure_gives_the_figures_of_the_command_line_with_arrays(self):
        python = disklab.structure(self.gas, bins=100, rmax=3)
        printed = cli("structure", self.scenario, "--bins", "100", "--rmax", "3", "--json")
        self.assertEqual(printed.returncode, 0, printed.stderr)
        expected = json.loads(printed.stdout)
        # Every key the command line prints, from the same typed report: none goes missing.
        for key, value in expected.items():
            if key in ("seconds", "cpu_seconds"):  # how long this one took
                self.assertGreaterEqual(python[key], 0.0, key)
            elif key in ("species_left", "species_right"):
                self.assertEqual(python[key].dtype, np.int64, key)
                self.assertEqual(list(python[key]), value, key)
            else:
                self.assertEqual(python[key], value, key)
        self.assertEqual(set(python) - set(expected), {"r", "g", "g6", "psi6_per_disk", "neighbours"})
        written = cli("structure", self.scenario, "--bins", "100", "--rmax", "3", "--rdf", self.path("rdf.csv"))
        self.assertEqual(written.returncode, 0, written.stderr)
        with open(self.path("rdf.csv")) as f:
            rows = list(csv.DictReader(f))
        self.assertEqual(len(rows), 100)
        self.assertEqual(python["r"].shape, (100,))
        np.testing.assert_array_equal(python["g"], [float(row["g"]) for row in rows])
        self.assertEqual(python["psi6_per_disk"].dtype, np.complex128)
        self.assertAlmostEqual(abs(python["psi6_per_disk"].mean()), python["psi6"], places=12)

    def test_free_paths_are_the_exact_engines_and_their_mean_is_the_reports(self):
        engine, twin = disklab.Engine(self.gas), disklab.Engine(self.gas)
        engine.advance_collisions(2000)
        twin.advance_collisions(2000)
        paths = engine.free_paths(events=4000)
        report = twin.measure(events=4000)
        self.assertGreater(len(paths["distance"]), 3000)
        self.assertEqual(len(paths["distance"]), len(paths["time"]))
        # The same window: the same means (whole flights and the window's ends together).
        self.assertEqual(paths["mean_free_path"], report["mean_free_path"])
        self.assertEqual(paths["mean_free_time"], report["mean_free_time"])
        # Whole flights alone are the shorter ones a short window lets finish.
        self.assertLess(paths["distance"].mean(), paths["mean_free_path"])
        self.assertGreater(report["psi6"], 0.0)
        stepped = disklab.run(self.gas, events=1000, engine="time", dt=0.01)
        self.assertIsNone(stepped["mean_free_path"])

    def test_compare_gives_the_figures_of_the_command_line(self):
        python = disklab.compare(self.gas, until=2, dt=0.02, chunks=20)
        printed = cli("compare", self.scenario, "--until", "2", "--dt", "0.02", "--chunks", "20", "--json")
        self.assertEqual(printed.returncode, 0, printed.stderr)
        expected = json.loads(printed.stdout)
        del expected["scenario"]
        self.assertEqual(without_timing(python), without_timing(expected))
        self.assertGreater(python["time"]["missed_collisions"], 0)  # a step of 0.02 misses some
        with self.assertRaises(ValueError) as raised:
            disklab.compare(self.gas, until=0)
        self.assertEqual(str(raised.exception), as_keywords(cli_error("compare", self.scenario, "--until", "0")[0]))

    def test_engine_state_as_arrays(self):
        engine = disklab.Engine(self.gas)
        masses = self.gas.masses
        energy = 0.5 * np.sum(masses * np.sum(engine.velocities**2, axis=1))
        engine.advance_to(3.0)
        self.assertEqual(engine.time, 3.0)
        x = engine.x
        self.assertFalse(x.flags.writeable)
        self.assertIsNotNone(x.base)  # a view of the engine's snapshot, not a copy
        np.testing.assert_array_equal(engine.positions, np.column_stack((engine.x, engine.y)))
        np.testing.assert_array_equal(engine.velocities, np.column_stack((engine.vx, engine.vy)))
        self.assertAlmostEqual(0.5 * np.sum(masses * (engine.vx**2 + engine.vy**2)), energy, delta=1e-10 * energy)
        engine.advance_by(1.0)
        self.assertEqual(engine.time, 4.0)
        np.testing.assert_array_equal(x, x.copy())  # an older view keeps its instant
        self.assertFalse(np.array_equal(x, engine.x))
        before = engine.totals["collisions"]
        self.assertTrue(engine.advance_collisions(10))
        self.assertEqual(engine.totals["collisions"], before + 10)
        self.assertEqual(engine.config["engine"], "event")

    def test_checkpoints_seek_and_replay_exactly(self):
        # The exact engine and a stepper: a seek back and a replay from the checkpoint files give
        # the straight run's state, and replay saves what `disklab-cli replay` saves.
        gas = disklab.generate("gas", n=200, packing=0.3, wall_temperature=1.5, seed=6)
        gas.save(self.path("gas.json"))
        for options in ({}, {"engine": "time", "dt": 0.01}):
            directory = self.path("checkpoints-" + options.get("engine", "event"))
            run = disklab.Engine(gas, checkpoints=directory, checkpoint_every=300, **options)
            run.advance_to(10.0)
            self.assertGreaterEqual(len(run.checkpoints), 5)
            straight = disklab.Engine(gas, **options)
            straight.advance_to(6.5)
            run.seek(6.5)
            np.testing.assert_array_equal(run.positions, straight.positions)
            np.testing.assert_array_equal(run.velocities, straight.velocities)
            self.assertEqual(run.totals, straight.totals)
            replayed = disklab.replay(directory, to=6.5)
            np.testing.assert_array_equal(replayed.positions, straight.positions)
            replayed.saved_state().save(self.path("replayed.json"))
            result = cli("replay", directory, "--to", "6.5", "--save-state", self.path("cli.json"))
            self.assertEqual(result.returncode, 0, result.stderr)
            with open(self.path("replayed.json"), "rb") as a, open(self.path("cli.json"), "rb") as b:
                self.assertEqual(a.read(), b.read())
        with self.assertRaises(ValueError):
            disklab.Engine(gas).seek(1.0)
        memory_only = disklab.Engine(gas, checkpoint_every=500)
        memory_only.advance_to(3.0)
        memory_only.seek(1.0)
        self.assertEqual(memory_only.time, 1.0)

    def test_a_saved_state_resumes_the_run_bit_for_bit(self):
        # Thermal walls draw at every hit: the resumed run goes on as the straight one only if
        # the saved file carries where the walls' random stream stood.
        disklab.generate("gas", n=100, packing=0.2, seed=8).save(self.path("boxed.json"))
        with open(self.path("boxed.json")) as f:
            scenario = json.load(f)
        scenario["walls"] = {side: {"temperature": 2} for side in ("left", "right", "bottom", "top")}
        with open(self.path("hot.json"), "w") as f:
            json.dump(scenario, f)
        straight = disklab.Engine(disklab.load(self.path("hot.json")), engine="time", dt=0.01)
        straight.advance_to(5.0)
        straight.saved_state().save(self.path("state.json"))
        with open(self.path("state.json")) as f:
            saved = json.load(f)
        self.assertIn("walls", saved["random_streams"])
        self.assertEqual(saved["engine"]["dt"], 0.01)
        resumed = disklab.Engine(disklab.load(self.path("state.json"), allow_overlaps=True))
        self.assertEqual((resumed.config["engine"], resumed.config["dt"]), ("time", 0.01))
        straight.advance_by(5.0)
        resumed.advance_to(5.0)
        np.testing.assert_array_equal(resumed.positions, straight.positions)
        np.testing.assert_array_equal(resumed.velocities, straight.velocities)
        del saved["random_streams"]
        with open(self.path("restarted.json"), "w") as f:
            json.dump(saved, f)
        restarted = disklab.Engine(disklab.load(self.path("restarted.json"), allow_overlaps=True))
        restarted.advance_to(5.0)
        self.assertFalse(np.array_equal(restarted.velocities, straight.velocities))

    def test_the_collision_log_is_the_command_lines_event_log(self):
        engine = disklab.Engine(self.gas)
        engine.record_collisions()
        engine.advance_to(2.0)
        rows = engine.take_collisions()
        log = os.path.join(self.folder.name, "events.csv")
        self.assertEqual(cli("run", self.scenario, "--until", "2", "--events-log", log).returncode, 0)
        with open(log, newline="") as f:
            printed = list(csv.reader(f))[1:]
        self.assertEqual(len(rows), len(printed))
        for (time, kind, a, b), (ptime, pkind, pa, pb) in zip(rows, printed):
            self.assertEqual((time, kind, a, str(b)), (float(ptime), pkind, int(pa), pb))
        self.assertEqual(engine.take_collisions(), [])

    def test_engine_errors_are_the_command_lines(self):
        for options, arguments in [({"dt": 0.1}, ["--dt", "0.1"]),
                                   ({"engine": "time", "dt": -1}, ["--engine", "time", "--dt", "-1"]),
                                   ({"engine": "warp"}, ["--engine", "warp"])]:
            with self.subTest(options=options):
                with self.assertRaises(ValueError) as raised:
                    disklab.Engine(self.gas, **options)
                self.assertEqual(str(raised.exception),
                                 as_keywords(cli_error("run", self.scenario, "--until", "1", *arguments)[0]))
        self.assertEqual(as_keywords("--dt, --broadphase and --response need --engine time or force"),
                         "dt, broadphase and response need engine time or force")
        with self.assertRaises(ValueError) as raised:
            disklab.Engine(self.gas, force_method="direct")
        self.assertEqual(str(raised.exception), "force_method and theta need engine force")
        with self.assertRaises(ValueError) as raised:
            disklab.Engine(self.gas, checkpoint_every=-3)
        self.assertEqual(str(raised.exception), "checkpoint_every: expected a whole number >= 1, got '-3'")
        charged = os.path.join(SCENARIOS, "charged-pairs.json")
        with self.assertRaises(ValueError) as raised:
            disklab.Engine(disklab.load(charged), engine="event")
        self.assertEqual(charged + ": " + str(raised.exception),
                         cli_error("run", charged, "--until", "1", "--engine", "event")[0])

    def test_the_force_engine_runs_a_shipped_force_scenario(self):
        pendulum = disklab.load(os.path.join(SCENARIOS, "spring-pendulum.json"))
        engine = disklab.Engine(pendulum)
        self.assertEqual(engine.config["engine"], "force")
        engine.advance_to(1.0)
        self.assertEqual(engine.positions.shape, (pendulum.n, 2))


if __name__ == "__main__":
    with warnings.catch_warnings():
        unittest.main()
