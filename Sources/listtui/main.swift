print(BundledResources.demoJSON.count)
