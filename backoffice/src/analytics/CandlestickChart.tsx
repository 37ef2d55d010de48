import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../dates';
import { formatRupees, formatRupeesShort } from '../money';

export interface Candle {
    bucket: string;
    open: number;
    high: number;
    low: number;
    close: number;
    average: number;
    changes: number;
}

interface ShapeProps {
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    payload?: Candle;
}

const UP = '#2e7d32';
const DOWN = '#c62828';

/**
 * One candle: the bar recharts draws spans low..high (the wick); the body is drawn from
 * open to close on the same scale (green when it closed at or above its open).
 */
const CandleShape = ({ x = 0, y = 0, width = 0, height = 0, payload }: ShapeProps) => {
    if (!payload) return null;
    const { open, close, high, low } = payload;
    const range = high - low;
    const at = (value: number) => (range === 0 ? y : y + ((high - value) / range) * height);
    const colour = close >= open ? UP : DOWN;
    const bodyTop = at(Math.max(open, close));
    const bodyHeight = Math.max(1, at(Math.min(open, close)) - bodyTop);
    const centre = x + width / 2;
    const bodyWidth = Math.max(3, width * 0.6);
    return (
        <g data-testid="candle">
            <line x1={centre} x2={centre} y1={y} y2={y + height} stroke={colour} strokeWidth={1.5} />
            <rect x={centre - bodyWidth / 2} y={bodyTop} width={bodyWidth} height={bodyHeight} fill={colour} />
        </g>
    );
};

const CandleTooltip = ({ active, payload }: { active?: boolean; payload?: { payload: Candle }[] }) => {
    const candle = active ? payload?.[0]?.payload : undefined;
    if (!candle) return null;
    return (
        <div style={{ background: '#fff', border: '1px solid #ddd', padding: 8, fontSize: 13 }}>
            <strong>{formatDate(candle.bucket)}</strong>
            <div>Open {formatRupees(candle.open)}</div>
            <div>High {formatRupees(candle.high)}</div>
            <div>Low {formatRupees(candle.low)}</div>
            <div>Close {formatRupees(candle.close)}</div>
            <div>Average {formatRupees(candle.average)}</div>
            <div>{candle.changes} change{candle.changes === 1 ? '' : 's'}</div>
        </div>
    );
};

/** Open, high, low, close per bucket as candles, with the average as a line across them. */
export const CandlestickChart = ({ candles }: { candles: Candle[] }) => (
    <ResponsiveContainer width="100%" height={340}>
        <ComposedChart data={candles.map(c => ({ ...c, range: [c.low, c.high] }))} margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e3e6ea" />
            <XAxis dataKey="bucket" tickFormatter={b => formatDate(b)} tick={{ fontSize: 12 }} />
            <YAxis tickFormatter={formatRupeesShort} tick={{ fontSize: 12 }} width={64} domain={['auto', 'auto']} />
            <Tooltip content={<CandleTooltip />} />
            <Bar dataKey="range" shape={<CandleShape />} isAnimationActive={false} name="Low to high" />
            <Line type="monotone" dataKey="average" stroke="#1565c0" dot={false} strokeDasharray="4 3" name="Average" isAnimationActive={false} />
        </ComposedChart>
    </ResponsiveContainer>
);
