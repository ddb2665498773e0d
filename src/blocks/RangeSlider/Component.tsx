import { type CSSProperties, useId } from 'react'
import { RANGE_SLIDER } from '@/lib/constants'
import { COLOUR_PATTERN } from '@/lib/css-vars'
import { Img } from '@/lib/Img'
import type { WidgetProps } from '../types'
import { RangeSliderBehaviour } from './RangeSlider.client'
import { clampStep, stepFraction } from './range-slider'
import { Sheet, styles } from './range-slider.sheet'

type Step = NonNullable<WidgetProps<'rangeSlider'>['block']['steps']>[number]

function StepContent({ step, ctx }: { step: Step; ctx: WidgetProps<'rangeSlider'>['ctx'] }) {
  const image = typeof step.image === 'object' && step.image?.url ? step.image : null
  return (
    <>
      <Sheet />
      <>
        {image ? (
          <Img
            media={image}
            sizes="(min-width: 768px) 40vw, 100vw"
            className={styles.image}
            loading={ctx.images}
            editAlt={ctx.edit}
          />
        ) : null}
        <div>
          <p className={styles.heading}>{step.heading?.trim() || step.label}</p>
          {step.text ? <p className={styles.text}>{step.text}</p> : null}
        </div>
      </>
    </>
  )
}

/**
 * A native range input (min 1, step 1, max = number of steps; docs/widgets.md) over the steps'
 * labels, showing the chosen step's content. Every step's content sits in one grid cell, so the
 * widget is as tall as its tallest step and nothing below moves when the step changes; without
 * JavaScript (`scripting: none`) the contents are listed one after another instead.
 */
export function RangeSliderWidget({ block, ctx }: WidgetProps<'rangeSlider'>) {
  const id = useId()
  const steps = (block.steps ?? []).filter((step) => step.label?.trim())
  const first = steps[0]
  if (!first) return null
  // One step is nothing to choose between: its content alone.
  if (steps.length === 1)
    return (
      <>
        <Sheet />
        <div className={styles.root}>
          <div className={styles.panel} data-current="">
            <StepContent step={first} ctx={ctx} />
          </div>
        </div>
      </>
    )
  const count = steps.length
  const start = clampStep(block.startStep, count)
  const colour = block.colour && COLOUR_PATTERN.test(block.colour) ? block.colour : RANGE_SLIDER.defaultColour
  const style: CSSProperties = {
    ['--range-colour' as string]: colour,
    ['--range-steps' as string]: String(count),
    ['--range-fill' as string]: String(stepFraction(start, count)),
  }
  const labels = steps.map((step) => step.label)
  return (
    <>
      <Sheet />
      <div className={styles.root} style={style}>
        <label htmlFor={`${id}-input`} className={styles.title}>
          {block.title}
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="range"
          min={RANGE_SLIDER.stepsStart}
          max={count}
          step={1}
          defaultValue={start}
          aria-valuetext={labels[start - 1]}
          aria-controls={`${id}-panels`}
          autoComplete="off"
        />
        {/* The labels repeat the value text for the eye; a click picks the step. */}
        <ol className={styles.ticks} aria-hidden="true">
          {steps.map((step, i) => (
            <li key={step.id ?? i} data-tick="" data-current={i + 1 === start ? '' : undefined}>
              {step.label}
            </li>
          ))}
        </ol>
        <div id={`${id}-panels`} className={styles.panels} aria-live="polite">
          {steps.map((step, i) => (
            <div
              key={step.id ?? i}
              className={styles.panel}
              data-step={i + 1}
              data-current={i + 1 === start ? '' : undefined}
            >
              <StepContent step={step} ctx={ctx} />
            </div>
          ))}
        </div>
        <RangeSliderBehaviour labels={labels} />
      </div>
    </>
  )
}
