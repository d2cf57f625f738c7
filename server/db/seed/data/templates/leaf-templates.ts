import { automobileTemplates } from './automobile.ts'
import { batteryTemplates } from './batteries.ts'
import { carwashTemplates } from './carwash.ts'
import { engineOilTemplates } from './engine-oil.ts'
import { motorcycleTemplates } from './motorcycle.ts'
import { salesTemplates } from './sales.ts'
import type { LeafTemplate } from './template-types.ts'
import { tireTemplates } from './tires.ts'

export const leafTemplates: LeafTemplate[] = [
  ...engineOilTemplates,
  ...tireTemplates,
  ...batteryTemplates,
  ...carwashTemplates,
  ...automobileTemplates,
  ...motorcycleTemplates,
  ...salesTemplates,
]
