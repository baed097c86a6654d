import Foundation

extension ScenarioRunner {
  /// How many cores this process may use: the CPUs online, or fewer when
  /// its control group's CPU set names fewer (`cpuset.cpus.effective`,
  /// cgroup v2; `cpuset/cpuset.cpus`, v1) or its CPU quota allows fewer
  /// (`cpu.max`, v2; `cpu.cfs_quota_us` over `cpu.cfs_period_us`, v1;
  /// rounded up); at least 1. What `insets run` decides rows on unless told
  /// `--jobs`.
  ///
  ///     ScenarioRunner(jobs: ScenarioRunner.availableCores())
  ///
  /// Read with plain reads of a few small files and no `String`
  /// processing: Foundation's `ProcessInfo.activeProcessorCount`, which
  /// reads much the same, took 0.3–0.4 ms of a run on this project's
  /// machine, more than a small file's rows.
  public static func availableCores() -> Int {
    var cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let root = "/sys/fs/cgroup/"
    if let set = contents(ofSystemFile: root + "cpuset.cpus.effective")
      ?? contents(ofSystemFile: root + "cpuset/cpuset.cpus"),
      let count = cpuListCount(set), count > 0
    {
      cores = min(cores, count)
    }
    if let max = contents(ofSystemFile: root + "cpu.max") {
      let fields = max.split(whereSeparator: { $0 == UInt8(ascii: " ") })
      if fields.count == 2, let quota = quotaCores(quota: fields[0], period: fields[1]) {
        cores = min(cores, quota)
      }
    } else if let quota = contents(ofSystemFile: root + "cpu/cpu.cfs_quota_us"),
      let period = contents(ofSystemFile: root + "cpu/cpu.cfs_period_us"),
      let limit = quotaCores(quota: quota[...], period: period[...])
    {
      cores = min(cores, limit)
    }
    return max(1, cores)
  }

  /// How many CPUs a Linux CPU list names (`0-3,8,10-11` is 7), or nil
  /// when it is not one. Spaces, tabs and line ends around it are ignored.
  static func cpuListCount<Bytes: Collection<UInt8>>(_ list: Bytes) -> Int? {
    let text = trimmed(list)
    guard !text.isEmpty else { return nil }
    var count = 0
    for part in text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
      let ends = part.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
      guard (1...2).contains(ends.count),
        let first = number(ends[ends.startIndex]),
        let last = number(ends[ends.index(before: ends.endIndex)]),
        last >= first, last - first < 1 << 20
      else { return nil }
      count += last - first + 1
    }
    return count
  }

  /// The cores a CPU quota of `quota` microseconds every `period` allows,
  /// rounded up; nil when there is no quota (`max`, or a negative quota)
  /// or the fields are not numbers. Spaces and line ends around each are
  /// ignored.
  static func quotaCores<Bytes: Collection<UInt8>>(quota: Bytes, period: Bytes) -> Int? {
    guard let quota = number(trimmed(quota)), let period = number(trimmed(period)), quota > 0,
      period > 0
    else { return nil }
    return (quota + period - 1) / period
  }

  /// A whole number of one to nine decimal digits (``Int/parsePlain(_:)``),
  /// or nil.
  private static func number<Bytes: Collection<UInt8>>(_ digits: Bytes) -> Int? {
    Array(digits).withUnsafeBufferPointer(Int.parsePlain)
  }

  /// `bytes` without the spaces, tabs and line ends around them.
  private static func trimmed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bytes.SubSequence {
    let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    guard let first = bytes.firstIndex(where: { !blank($0) }) else {
      return bytes[bytes.endIndex...]
    }
    var end = bytes.endIndex
    var last = first
    var i = first
    while i != end {
      if !blank(bytes[i]) { last = i }
      bytes.formIndex(after: &i)
    }
    end = bytes.index(after: last)
    return bytes[first..<end]
  }

  /// The bytes of a small system file (at most 4 KiB), or nil when it
  /// cannot be read.
  private static func contents(ofSystemFile path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    var filled = 0
    while filled < buffer.count {
      let n = buffer.withUnsafeMutableBytes { raw in
        read(fd, raw.baseAddress.map { $0 + filled }, raw.count - filled)
      }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { break }
      filled += n
    }
    return Array(buffer[..<filled])
  }
}
