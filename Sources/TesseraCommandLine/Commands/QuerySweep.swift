import TesseraCore
import TesseraIndex

extension QueryCommand {
    /// The most frames one `--sweep` queries: a bound on the output and the time an
    /// unattended run can take, whatever step and content size the input names.
    static let sweepFrameLimit = 1_000_000

    /// `--sweep`: scrolls `rect` along the result's scroll axis through an
    /// `IntervalTreeIndex.ScrollCursor`, printing each frame's hits as they are found
    /// (output is streamed, so memory stays bounded by one frame's answer). The tree also
    /// answers every frame from the root (the work it reports for comparison), and so does
    /// every index in `comparing`; any difference fails once every frame is printed.
    static func sweep(
        _ result: LayoutResult, from rect: Rect, arguments: Arguments, comparing kinds: [IndexKind], in context: CommandContext
    ) throws(CommandLineError) {
        let vertical = result.scrollAxis == .vertical
        let rectText = Excerpt.plain(arguments.value("rect") ?? "")
        if rect.isInverted {
            throw .usage("--rect \(rectText): the rect is inverted (a max edge below its min), so no frame of a sweep would match anything")
        }
        let length = vertical ? rect.maxY - rect.minY : rect.maxX - rect.minX
        guard let step = try arguments.nonNegativeNumber("step") else {
            guard length > 0, (length / 8).isFinite, length / 8 > 0 else {
                throw .usage("--rect \(rectText): its length along the scroll axis is \(length), so the default step (1/8 of it) "
                    + "is not a finite number > 0; give --step D")
            }
            return try sweep(result, from: rect, step: length / 8, arguments: arguments, comparing: kinds, in: context)
        }
        guard step > 0, step.isFinite else {
            throw .usage("--step \(Excerpt.plain(arguments.value("step") ?? "\(step)")): the step must be a finite number > 0")
        }
        try sweep(result, from: rect, step: step, arguments: arguments, comparing: kinds, in: context)
    }

    /// The sweep of `rect` by `step` points per frame.
    private static func sweep(
        _ result: LayoutResult, from rect: Rect, step: Double, arguments: Arguments, comparing kinds: [IndexKind], in context: CommandContext
    ) throws(CommandLineError) {
        let vertical = result.scrollAxis == .vertical
        let frameCount: Int
        if let frames = try arguments.integer("frames", in: 1 ... sweepFrameLimit) {
            frameCount = frames
        } else {
            // Until the rect's start passes the end of the content.
            let start = vertical ? rect.minY : rect.minX
            let end = vertical ? result.contentSize.height : result.contentSize.width
            let steps = ((end - start) / step).rounded(.down)
            guard steps.isNaN || steps < Double(sweepFrameLimit) else {
                throw .usage("--sweep would take \(steps) frames to reach the end of the content (limit \(sweepFrameLimit)); "
                    + "give --frames N or a larger --step")
            }
            frameCount = steps >= 0 ? Int(steps) + 1 : 1
        }
        let outputBytes = SweepOutput.estimatedBytes(of: result, sweeping: rect, step: step, frames: frameCount)
        // The output budget, estimated before the first query from how many frames each element
        // falls in.
        guard outputBytes <= context.outputLimit else {
            throw .usage("--sweep of \(frameCount) frames would write about \(outputBytes) bytes "
                + "(limit \(context.outputLimit)); give fewer --frames, a larger --step or a smaller --rect")
        }
        let tree = IntervalTreeIndex(result)
        let others = kinds.filter { $0 != .intervalTree }.map { ($0, $0.build(result)) }
        var cursor = IntervalTreeIndex.ScrollCursor(tree)
        var ids: [Int32] = []
        var other: [Int32] = []
        var output = ""
        var (hits, examined, descending) = (0, 0, 0)
        var disagreements: [String] = []
        for frame in 0 ..< frameCount {
            let offset = Double(frame) * step
            let viewport = vertical
                ? Rect(minX: rect.minX, minY: rect.minY + offset, maxX: rect.maxX, maxY: rect.maxY + offset)
                : Rect(minX: rect.minX + offset, minY: rect.minY, maxX: rect.maxX + offset, maxY: rect.maxY)
            ids.removeAll(keepingCapacity: true)
            examined += cursor.query(viewport, into: &ids)
            ids.sort()
            hits += ids.count
            other.removeAll(keepingCapacity: true)
            descending += tree.query(viewport, into: &other)
            other.sort()
            if other != ids, disagreements.count < 10 {
                disagreements.append("frame \(frame): interval-tree from the root answered \(other.count) ids, the scroll cursor \(ids.count)")
            }
            let edges = [viewport.minX, viewport.minY, viewport.maxX, viewport.maxY].map(JSONWriter.format).joined(separator: ",")
            output += "\(frame) \(edges) \(ids.count):" + ids.map { " \($0)" }.joined() + "\n"
            for (kind, index) in others where disagreements.count < 10 {
                other.removeAll(keepingCapacity: true)
                index.query(viewport, into: &other)
                other.sort()
                if other != ids {
                    disagreements.append("frame \(frame): \(kind.name) answered \(other.count) ids, the scroll cursor \(ids.count)")
                }
            }
            if output.utf8.count >= 1 << 16 {
                try context.output(output)
                output = ""
            }
        }
        try context.output(output)
        context.diagnostic("interval-tree scroll cursor: \(frameCount) frames, \(hits) hits, \(examined) elements examined "
            + "(\(descending) descending from the root for every frame)")
        if !disagreements.isEmpty {
            throw .failed("indexes disagree with the scroll cursor:\n" + disagreements.joined(separator: "\n"))
        }
    }
}
